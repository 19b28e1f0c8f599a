import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, harness, login, seedPlaces } from '../auth/testing';

describe.each(dialects)('addresses on %s', (dialect) => {
  let h: Harness;
  let auth: Record<string, string>;
  beforeAll(async () => {
    h = await harness(dialect);
    await seedPlaces(h.app);
    const user = await createUser(h.app);
    auth = bearer((await login(h.app, user.email)).token);
  });
  afterAll(async () => h.close());

  const hanoi = {
    fullName: 'Nguyễn Văn An',
    phone: '0912 345 678',
    provinceCode: '01',
    wardCode: '00004',
    address: '12 Phố Hàng Bài',
  };
  const call = (method: string, url: string, payload?: object) =>
    h.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}${url.includes('?') ? '&' : '?'}lang=en`,
      headers: auth,
      payload,
    });
  const defaults = async () =>
    (await call('GET', '/me/addresses')).json().metadata.filter((a: { isDefault: boolean }) => a.isDefault);

  it('validates the province and that the ward belongs to it', async () => {
    const badProvince = await call('POST', '/me/addresses', { ...hanoi, provinceCode: '99' });
    expect(badProvince.statusCode).toBe(400);
    expect(badProvince.json().metadata.errors).toEqual([{ field: 'provinceCode', message: 'This province does not exist' }]);
    const foreignWard = await call('POST', '/me/addresses', { ...hanoi, wardCode: '26734' });
    expect(foreignWard.statusCode).toBe(400);
    expect(foreignWard.json().metadata.errors).toEqual([
      { field: 'wardCode', message: 'This ward is not in the chosen province' },
    ]);
    const unknownWard = await call('POST', '/me/addresses', { ...hanoi, wardCode: '12345' });
    expect(unknownWard.json().metadata.errors).toEqual([{ field: 'wardCode', message: 'This ward does not exist' }]);
    const missing = await h.app.inject({ method: 'POST', url: '/api/v1/me/addresses', headers: auth, payload: {} });
    expect(missing.json().metadata.errors).toEqual(
      expect.arrayContaining([
        { field: 'fullName', message: 'Vui lòng nhập họ tên' },
        { field: 'phone', message: 'Vui lòng nhập số điện thoại' },
        { field: 'provinceCode', message: 'Vui lòng chọn tỉnh/thành phố' },
        { field: 'wardCode', message: 'Vui lòng chọn phường/xã' },
        { field: 'address', message: 'Vui lòng nhập địa chỉ' },
      ]),
    );
    expect((await call('GET', '/me/addresses')).json().metadata).toEqual([]);
  });

  it('keeps exactly one default through create, switch, update and delete', async () => {
    const first = (await call('POST', '/me/addresses', hanoi)).json().metadata;
    expect(first).toMatchObject({
      isDefault: true,
      provinceName: 'Thành phố Hà Nội',
      wardName: 'Phường Ba Đình',
      phone: '0912345678',
    });
    const second = await call('POST', '/me/addresses', { ...hanoi, provinceCode: '79', wardCode: '26734', label: 'Văn phòng' });
    expect(second.statusCode).toBe(201);
    expect(second.json().metadata.isDefault).toBe(false);
    const third = (await call('POST', '/me/addresses', { ...hanoi, wardCode: '00008', isDefault: true })).json().metadata;
    expect((await defaults()).map((a: { id: string }) => a.id)).toEqual([third.id]);

    await call('POST', `/me/addresses/${first.id}/default`);
    expect((await defaults()).map((a: { id: string }) => a.id)).toEqual([first.id]);
    const patched = await call('PATCH', `/me/addresses/${second.json().metadata.id}`, { isDefault: true, address: '1 Lê Lợi' });
    expect(patched.json().metadata).toMatchObject({ isDefault: true, address: '1 Lê Lợi', wardName: 'Phường Sài Gòn' });
    expect((await defaults()).length).toBe(1);
    // Unsetting the default is ignored: there is always one.
    await call('PATCH', `/me/addresses/${second.json().metadata.id}`, { isDefault: false });
    expect((await defaults()).length).toBe(1);

    const del = await call('DELETE', `/me/addresses/${second.json().metadata.id}`);
    expect(del.statusCode).toBe(200);
    const left = (await call('GET', '/me/addresses')).json().metadata;
    expect(left).toHaveLength(2);
    expect(left.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    // The database itself refuses a second default.
    await expect(
      h.app.db.updateTable('user_addresses').set({ is_default: 1 }).where('id', 'in', [first.id, third.id]).execute(),
    ).rejects.toThrow();
  });

  it('checks the ward against the province when only one of them changes', async () => {
    const address = (await call('POST', '/me/addresses', hanoi)).json().metadata;
    const res = await call('PATCH', `/me/addresses/${address.id}`, { provinceCode: '79' });
    expect(res.statusCode).toBe(400);
    expect(res.json().metadata.errors).toEqual([{ field: 'wardCode', message: 'This ward is not in the chosen province' }]);
  });

  it("never shows or changes another user's address", async () => {
    const mine = (await call('POST', '/me/addresses', hanoi)).json().metadata;
    const other = await createUser(h.app);
    const theirs = bearer((await login(h.app, other.email)).token);
    const res = await h.app.inject({ method: 'DELETE', url: `/api/v1/me/addresses/${mine.id}?lang=en`, headers: theirs });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'ADDRESS_NOT_FOUND', message: 'Address not found' });
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/me/addresses', headers: theirs })).json().metadata).toEqual([]);
  });
});

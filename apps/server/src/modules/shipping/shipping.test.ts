import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { changeBus } from '../../lib/change-bus';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { commerceHarness } from '../orders/testing';

describe.each(dialects)('shipping methods on %s', (dialect) => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    admin = (await login(h.app, (await createUser(h.app, { role: 'admin' })).email)).token;
  });
  afterAll(async () => h.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, token?: string) =>
    h.app.inject({
      method,
      url: `/api/v1/shipping-methods${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  it('lists methods in display order, the active ones on request, by id and by code in any case', async () => {
    const all = (await call('GET', '')).json().metadata;
    expect(all.map((m: { code: string }) => m.code)).toEqual(['STANDARD', 'EXPRESS', 'PICKUP', 'INTERNATIONAL']);
    expect(all[0]).toMatchObject({
      name: 'Giao hàng tiêu chuẩn',
      icon: 'truck',
      carrier: 'Giao Hàng Nhanh',
      isActive: true,
      isDefault: true,
      displayOrder: 1,
      baseRate: 30_000,
      freeShippingThreshold: 500_000,
      rates: expect.arrayContaining([{ region: 'Hà Nội', baseRate: 20_000, freeShippingThreshold: 300_000 }]),
      estimatedDeliveryTime: { min: 2, max: 4, unit: 'days' },
    });
    const active = (await call('GET', '?isActive=true')).json().metadata;
    expect(active.map((m: { code: string }) => m.code)).toEqual(['STANDARD', 'EXPRESS', 'PICKUP']);
    expect((await call('GET', '/code/express')).json().metadata.code).toBe('EXPRESS');
    expect((await call('GET', `/${all[2]._id}`)).json().metadata.code).toBe('PICKUP');
    expect((await call('GET', '/code/NOPE')).json()).toMatchObject({
      statusCode: 404,
      message: 'Không tìm thấy phương thức vận chuyển',
    });
  });

  it('offers the active methods with fees for the real order total and province', async () => {
    const res = await call('POST', '/available', { address: '01', orderTotal: 250_000, weight: 1.2 });
    expect(res.statusCode, res.body).toBe(200);
    const byCode = Object.fromEntries(res.json().metadata.map((m: { code: string }) => [m.code, m]));
    expect(Object.keys(byCode)).toEqual(['STANDARD', 'EXPRESS', 'PICKUP']);
    expect(byCode.STANDARD).toMatchObject({
      fee: 20_000,
      isFree: false,
      amountToFreeShipping: 50_000,
      region: 'Hà Nội',
      estimatedDelivery: { text: '2-4 ngày' },
    });
    expect(byCode.PICKUP).toMatchObject({ fee: 0, isFree: true, estimatedDelivery: { text: '0-2 giờ' } });
    // A name works too, accents or not; an unknown province pays the method's own rate.
    const byName = (await call('POST', '/available', { address: 'ha noi', orderTotal: 300_000 })).json().metadata[0];
    expect(byName).toMatchObject({ code: 'STANDARD', fee: 0, isFree: true });
    const elsewhere = (await call('POST', '/available', { address: { city: 'Tỉnh Cà Mau' }, orderTotal: 0 })).json().metadata[0];
    expect(elsewhere).toMatchObject({ fee: 30_000, amountToFreeShipping: 500_000, region: null });
  });

  it('calculates one method by id or code', async () => {
    const res = await call('POST', '/calculate', { method: 'express', address: '79', orderTotal: 1_000_000 });
    expect(res.json().metadata).toMatchObject({
      method: 'EXPRESS',
      fee: 0,
      isFree: true,
      amountToFreeShipping: 0,
      province: { code: '79' },
    });
    expect((await call('POST', '/calculate', { method: 'nope' })).statusCode).toBe(404);
    expect((await call('POST', '/calculate', { orderTotal: -1 })).json().metadata.errors).toEqual([
      { field: 'orderTotal', message: 'Số tiền phải là số nguyên không âm (VND)' },
      { field: 'method', message: 'Vui lòng chọn phương thức vận chuyển' },
    ]);
  });

  it('lets settings staff create, update, make default, toggle and delete', async () => {
    const body = {
      code: 'same_day',
      name: 'Giao trong ngày',
      icon: 'clock',
      carrier: 'Ahamove',
      baseRate: 60_000,
      rates: [{ region: 'Hồ Chí Minh', baseRate: 40_000 }],
      estimatedDeliveryTime: { min: 2, max: 6, unit: 'hours' },
    };
    expect((await call('POST', '', body)).statusCode).toBe(401);
    const manager = (await login(h.app, (await createUser(h.app, { role: 'manager' })).email)).token;
    expect((await call('POST', '', body, manager)).statusCode).toBe(403);
    const heard: string[] = [];
    (await changeBus(h.app)).on((topic) => heard.push(topic));
    const created = await call('POST', '', body, admin);
    expect(created.statusCode, created.body).toBe(201);
    // Every instance drops the pages rendered with the old methods.
    expect(heard).toContain('checkout');
    const m = created.json().metadata;
    expect(m).toMatchObject({
      code: 'SAME_DAY',
      displayOrder: null,
      isDefault: false,
      rates: [{ region: 'Hồ Chí Minh', baseRate: 40_000, freeShippingThreshold: null }],
    });
    expect((await call('POST', '', body, admin)).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'SHIPPING_METHOD_CODE_TAKEN',
    });
    // No display order: listed after every ordered method (999).
    expect((await call('GET', '')).json().metadata.at(-1).code).toBe('SAME_DAY');

    expect(
      (await call('PUT', `/${m._id}`, { displayOrder: 0, freeShippingThreshold: 1_000_000 }, admin)).json().metadata,
    ).toMatchObject({
      displayOrder: 0,
      freeShippingThreshold: 1_000_000,
      name: 'Giao trong ngày',
    });
    expect((await call('GET', '')).json().metadata[0].code).toBe('SAME_DAY');
    await call('PATCH', `/${m._id}/set-default`, undefined, admin);
    const defaults = (await call('GET', '')).json().metadata.filter((x: { isDefault: boolean }) => x.isDefault);
    expect(defaults.map((x: { code: string }) => x.code)).toEqual(['SAME_DAY']);
    // The default cannot be switched off; another method becomes the default first.
    expect((await call('PATCH', `/${m._id}/toggle-active`, undefined, admin)).json()).toMatchObject({
      statusCode: 409,
      message: 'Không thể thay đổi trạng thái phương thức vận chuyển',
    });
    const standard = (await call('GET', '/code/standard')).json().metadata;
    await call('PATCH', `/${standard._id}/set-default`, undefined, admin);
    expect((await call('PATCH', `/${m._id}/toggle-active`, undefined, admin)).json().metadata.isActive).toBe(false);
    // An inactive method cannot become the default (spec 2 §8's message).
    expect((await call('PATCH', `/${m._id}/set-default`, undefined, admin)).json()).toMatchObject({
      statusCode: 409,
      message: 'Không thể đặt phương thức vận chuyển mặc định',
    });
    expect((await call('PUT', `/${m._id}`, { isDefault: true }, admin)).statusCode).toBe(409);
    // Every write is in the audit log with who and what changed.
    const audit = await h.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-log?entity=shipping-method&entityId=${m._id}&limit=50`,
      headers: bearer(admin),
    });
    expect(audit.json().metadata.items.map((e: { action: string }) => e.action)).toEqual([
      'toggle-active',
      'set-default',
      'update',
      'create',
    ]);
    expect(audit.json().metadata.items[0]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect((await call('GET', '?isActive=true')).json().metadata.map((x: { code: string }) => x.code)).not.toContain('SAME_DAY');
    expect((await call('DELETE', `/${m._id}`, undefined, admin)).json().metadata).toEqual({ _id: m._id, deleted: true });
    expect((await call('GET', `/${m._id}`)).statusCode).toBe(404);
    const bad = await call('PUT', `/${defaults[0]._id}`, { estimatedDeliveryTime: { min: 5, max: 1, unit: 'days' } }, admin);
    expect(bad.json().metadata.errors).toEqual([
      { field: 'estimatedDeliveryTime.max', message: 'Thời gian tối thiểu không được lớn hơn thời gian tối đa' },
    ]);
  });
});

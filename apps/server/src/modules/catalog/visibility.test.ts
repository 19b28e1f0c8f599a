import type { Role } from '@sen/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, harness, login } from '../auth/testing';
import { addBrand, addCategory } from './testing';

/** Public category and brand calls never show inactive rows; catalogue staff may ask for them. */
describe.each(dialects)('inactive categories and brands on %s', (dialect) => {
  let h: Harness;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    h = await harness(dialect);
    await addCategory(h.app, { name: 'Điện thoại', slug: 'dien-thoai' });
    await addCategory(h.app, { name: 'Máy nhắn tin', slug: 'may-nhan-tin', active: false, displayOrder: 2 });
    await addBrand(h.app, { name: 'Sen', slug: 'sen' });
    await addBrand(h.app, { name: 'Cũ', slug: 'cu', active: false, displayOrder: 2 });
    for (const role of ['customer', 'editor', 'staff'] as const) {
      const user = await createUser(h.app, { role });
      tokens.set(role, (await login(h.app, user.email)).token);
    }
  });
  afterAll(async () => h.close());

  const get = (url: string, role?: Role) =>
    h.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: role ? bearer(tokens.get(role)!) : {} });
  const slugs = async (url: string, role?: Role) => {
    const res = await get(url, role);
    expect(res.statusCode, `${url} as ${role ?? 'guest'}`).toBe(200);
    return res.json().metadata.items.map((i: { slug: string }) => i.slug);
  };

  it.each([
    ['/categories', 'dien-thoai', 'may-nhan-tin'],
    ['/brands', 'sen', 'cu'],
  ])('%s lists only active ones to the public, whatever is asked', async (path, active, inactive) => {
    expect(await slugs(path)).toEqual([active]);
    expect(await slugs(`${path}?isActive=true`)).toEqual([active]);
    // Signed in without the catalogue permission changes nothing.
    expect(await slugs(path, 'customer')).toEqual([active]);
    expect(await slugs(path, 'editor')).toEqual([active]);

    for (const isActive of ['false', 'all']) {
      const guest = await get(`${path}?isActive=${isActive}`);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
      for (const role of ['customer', 'staff'] as const) {
        const refused = await get(`${path}?isActive=${isActive}`, role);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
      }
    }
    // Staff's wider answer is cached under its own key: the public one stays narrow after it.
    expect(await slugs(`${path}?isActive=false`, 'editor')).toEqual([inactive]);
    expect((await slugs(`${path}?isActive=all&sort=displayOrder`, 'editor')).sort()).toEqual([active, inactive].sort());
    expect(await slugs(path)).toEqual([active]);
    expect((await get(`${path}?isActive=maybe`)).statusCode).toBe(400);
  });

  it.each([
    ['/categories', 'may-nhan-tin', 'CATEGORY_NOT_FOUND'],
    ['/brands', 'cu', 'BRAND_NOT_FOUND'],
  ])('%s/{slug} of an inactive one is 404 except for catalogue staff', async (path, inactive, code) => {
    const guest = await get(`${path}/${inactive}`);
    expect(guest.statusCode).toBe(404);
    expect(guest.json()).toMatchObject({ errorCode: code });
    expect((await get(`${path}/${inactive}`, 'customer')).statusCode).toBe(404);
    const staff = await get(`${path}/${inactive}`, 'editor');
    expect(staff.statusCode).toBe(200);
    expect(staff.json().metadata).toMatchObject({ slug: inactive, isActive: false });
  });
});

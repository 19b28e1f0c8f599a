import { DEFAULT_GENERAL_SETTINGS, type GeneralSettings } from '@sen/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { formData, pngImage } from '../../lib/images/testing';
import { bearer, createUser, type Harness, harness, login } from '../auth/testing';

const general = (over: Partial<GeneralSettings> = {}): GeneralSettings => ({
  ...DEFAULT_GENERAL_SETTINGS,
  storeName: 'Sen Store',
  hotline: '1900 1234',
  email: 'lienhe@sen.vn',
  address: '1 Tràng Tiền, Hà Nội',
  chatUrl: 'https://zalo.me/19001234',
  freeShippingThreshold: 750_000,
  returnDays: 15,
  social: { ...DEFAULT_GENERAL_SETTINGS.social, facebook: 'https://facebook.com/sen' },
  branches: [{ city: 'Huế', name: 'Sen Huế', address: '2 Lê Lợi, Huế', phone: '0234 3868 686', email: 'hue@sen.vn' }],
  ...over,
});

describe.each(dialects)('general settings on %s', (dialect) => {
  let h: Harness;
  let admin: Record<string, string>;
  let manager: Record<string, string>;
  let editor: Record<string, string>;
  beforeAll(async () => {
    h = await harness(dialect);
    const as = async (role: 'admin' | 'manager' | 'editor') =>
      bearer((await login(h.app, (await createUser(h.app, { role })).email)).token);
    admin = await as('admin');
    manager = await as('manager');
    editor = await as('editor');
  });
  afterAll(async () => h.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => h.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  it('serves the spec defaults before anything is stored', async () => {
    const store = (await call('GET', '/settings/store')).json().metadata;
    expect(store).toMatchObject({ storeName: 'Sen', freeShippingThreshold: 500_000, returnDays: 30, taxPercent: 10 });
    const read = await call('GET', '/admin/settings/general', admin);
    expect(read.json().metadata).toMatchObject({ ...DEFAULT_GENERAL_SETTINGS, logo: '', taxPercent: 10 });
  });

  it('lets a manager replace them; the public answers change at once and the write is audited', async () => {
    // The kept answer exists before the write (it must be dropped, not just expire).
    expect((await call('GET', '/settings/store')).json().metadata.hotline).toBe('');
    const res = await call('PUT', '/admin/settings/general', manager, general());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata).toMatchObject({ hotline: '1900 1234', freeShippingThreshold: 750_000 });

    const store = (await call('GET', '/settings/store')).json().metadata;
    expect(store).toMatchObject({
      storeName: 'Sen Store',
      hotline: '1900 1234',
      freeShippingThreshold: 750_000,
      returnDays: 15,
      social: { facebook: 'https://facebook.com/sen' },
    });
    const contact = (await call('GET', '/settings/contact')).json().metadata;
    expect(contact).toMatchObject({ hotline: '1900 1234', email: 'lienhe@sen.vn', branches: [{ city: 'Huế' }] });
    expect(contact.hours).toEqual(DEFAULT_GENERAL_SETTINGS.hours);

    const audit = (await call('GET', '/admin/audit-log?entity=settings', admin)).json().metadata.items;
    expect(audit[0]).toMatchObject({
      action: 'update',
      entityId: 'general',
      before: { hotline: '', freeShippingThreshold: 500_000 },
      after: { hotline: '1900 1234', freeShippingThreshold: 750_000 },
    });
    // The viewer filters by the actor's e-mail address.
    const byUser = await call('GET', `/admin/audit-log?user=${encodeURIComponent(audit[0].actor.email)}`, admin);
    expect(byUser.json().metadata.items.map((e: { entityId: string }) => e.entityId)).toEqual(['general']);
  });

  it('keeps stored keys the screen does not edit', async () => {
    await h.app.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ storeName: 'Sen Store', currency: 'VND' }) })
      .where('key', '=', 'store')
      .execute();
    await call('PUT', '/admin/settings/general', admin, general({ hotline: '1900 5678' }));
    const row = await h.app.db.selectFrom('settings').select('value').where('key', '=', 'store').executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toMatchObject({ currency: 'VND', hotline: '1900 5678' });
  });

  it('answers bad values with field messages and changes nothing', async () => {
    const before = (await call('GET', '/settings/store')).json().metadata;
    const res = await call(
      'PUT',
      '/admin/settings/general?lang=en',
      admin,
      general({
        storeName: '',
        hotline: 'call us',
        email: 'not-an-address',
        freeShippingThreshold: -1,
        returnDays: 1.5,
        hours: [
          { days: 'mon-fri', open: '18:00', close: '08:00', closed: false },
          DEFAULT_GENERAL_SETTINGS.hours[1]!,
          DEFAULT_GENERAL_SETTINGS.hours[2]!,
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().metadata.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['storeName', 'hotline', 'email', 'freeShippingThreshold', 'returnDays', 'hours.0.close']),
    );
    for (const e of res.json().metadata.errors) expect(e.message).not.toMatch(/adminKit/);
    expect((await call('GET', '/settings/store')).json().metadata).toEqual(before);
  });

  it('checks the permission table: editors may not, customers and guests neither', async () => {
    expect((await call('GET', '/admin/settings/general', editor)).statusCode).toBe(403);
    expect((await call('PUT', '/admin/settings/general', editor, general())).statusCode).toBe(403);
    expect((await call('GET', '/admin/settings/general')).statusCode).toBe(401);
    // Managers edit the shop's details but not users, payment or shipping methods, nor read the audit log.
    expect((await call('GET', '/admin/users', manager)).statusCode).toBe(403);
    expect((await call('GET', '/admin/audit-log', manager)).statusCode).toBe(403);
    expect((await call('PATCH', '/shipping-methods/STANDARD/set-default', manager)).statusCode).toBe(403);
  });

  it('stores a logo through the image pipeline, replaces and removes it', async () => {
    const upload = async () => {
      const body = formData([{ field: 'logo', bytes: pngImage(400, 120), filename: 'logo.png' }]);
      return h.app.inject({
        method: 'POST',
        url: '/api/v1/admin/settings/logo',
        headers: { ...manager, ...body.headers },
        payload: body.payload,
      });
    };
    const first = await upload();
    expect(first.statusCode, first.body).toBe(200);
    const logo = first.json().metadata.logo as string;
    expect(logo).toMatch(/^\/uploads\/images\/settings\/[0-9a-f]+\/original\.png$/);
    expect((await call('GET', '/settings/store')).json().metadata.logo).toBe(logo);
    expect((await h.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);

    const second = (await upload()).json().metadata.logo;
    expect(second).not.toBe(logo);
    // The replaced picture is gone.
    expect((await h.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);

    const bad = formData([{ field: 'logo', bytes: Buffer.from('not a picture'), filename: 'x.png' }]);
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/logo',
      headers: { ...manager, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().metadata.errors[0].field).toBe('logo');

    expect((await call('DELETE', '/admin/settings/logo', manager)).json().metadata.logo).toBe('');
    expect((await call('GET', '/settings/store')).json().metadata.logo).toBe('');
    const audit = (await call('GET', '/admin/audit-log?entity=settings&entityId=logo', admin)).json().metadata.items;
    expect(audit.map((e: { after: { logo: string } }) => e.after.logo)).toEqual(['', second, logo]);
  });

  it('answers visitors without a language choice in the shop default language, and a choice still wins', async () => {
    const notFound = (headers: Record<string, string> = {}, query = '') =>
      h.app.inject({ method: 'GET', url: `/api/v1/no-such-path${query}`, headers }).then((r) => r.json().message);
    const vi = await notFound();
    await call('PUT', '/admin/settings/general', admin, general({ defaultLanguage: 'en' }));
    const en = await notFound();
    expect(en).not.toBe(vi);
    expect(await notFound({ 'x-language': 'en' })).toBe(en);
    expect(await notFound({ cookie: 'language=vi' })).toBe(vi);
    expect(await notFound({}, '?lang=vi')).toBe(vi);
    await call('PUT', '/admin/settings/general', admin, general({ defaultLanguage: 'vi' }));
    expect(await notFound()).toBe(vi);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { loadPaymentsConfig } from './config';
import { decrypt, encryptionKey, setCredentialEnv } from './credentials';
import { gateway } from './registry';
import { gatewayEnv, paymentsHarness } from './testing';

const KEY = 'a-long-random-settings-encryption-key-0123456789';
const SECRET = 'EBpaypalSecretThatMustNeverLeave9876';

describe.each(dialects)('gateway keys in the admin on %s', (dialect) => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    // VNPay, MoMo, ZaloPay and the bank from the environment; PayPal not.
    h = await paymentsHarness(dialect, loadPaymentsConfig(gatewayEnv('http://127.0.0.1:9')));
    setCredentialEnv(h.app, { SETTINGS_ENCRYPTION_KEY: KEY, ...gatewayEnv('http://127.0.0.1:9') });
    await h.app.db.updateTable('payment_methods').set({ is_active: 1 }).where('code', '=', 'PAYPAL').execute();
    for (const role of ['admin', 'manager', 'staff'] as const)
      tokens[role] = (await login(h.app, (await createUser(h.app, { role })).email)).token;
  });
  afterAll(async () => h.close());

  const call = (role: string | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers: role ? bearer(tokens[role]!) : {}, payload });
  const paypalOf = (body: { gateways: { provider: string }[] }) =>
    body.gateways.find((g) => g.provider === 'PAYPAL') as never as {
      offered: boolean;
      source: string | null;
      missing: string[];
      fields: { name: string; set: boolean; hint: string | null; source: string | null }[];
    };
  const methods = async () =>
    (await h.app.inject({ method: 'GET', url: '/api/v1/payment-methods' })).json().metadata.map((m: { code: string }) => m.code);

  it('says why PayPal is not offered, and only settings.write may read or set keys', async () => {
    expect((await call(null, 'GET', '/admin/payment-gateways')).statusCode).toBe(401);
    expect((await call('staff', 'GET', '/admin/payment-gateways')).statusCode).toBe(403);
    expect((await call('staff', 'PUT', '/admin/payment-gateways/PAYPAL', { values: { PAYPAL_CLIENT_ID: 'x' } })).statusCode).toBe(
      403,
    );
    const res = await call('admin', 'GET', '/admin/payment-gateways');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata.canSave).toBe(true);
    expect(paypalOf(res.json().metadata)).toMatchObject({
      offered: false,
      source: null,
      missing: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_VND_PER_USD'],
    });
    const vnpay = res.json().metadata.gateways.find((g: { provider: string }) => g.provider === 'VNPAY');
    expect(vnpay).toMatchObject({ offered: true, source: 'env', missing: [] });
    expect(await methods()).not.toContain('PAYPAL');
  });

  it('stores keys encrypted, never answers them, and offers the gateway at once', async () => {
    const res = await call('admin', 'PUT', '/admin/payment-gateways/PAYPAL', {
      values: { PAYPAL_CLIENT_ID: 'AZclientid', PAYPAL_CLIENT_SECRET: SECRET, PAYPAL_VND_PER_USD: '25400' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain(SECRET.slice(0, 8));
    const pp = paypalOf(res.json().metadata);
    expect(pp).toMatchObject({ offered: true, source: 'stored', missing: [] });
    expect(pp.fields.find((f) => f.name === 'PAYPAL_CLIENT_SECRET')).toMatchObject({ set: true, hint: '9876', source: 'stored' });

    const rows = await h.app.db.selectFrom('gateway_credentials').selectAll().execute();
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.value).not.toContain(SECRET.slice(4, 12));
    const sealed = rows.find((r) => r.name === 'PAYPAL_CLIENT_SECRET')!.value;
    expect(decrypt(encryptionKey({ SETTINGS_ENCRYPTION_KEY: KEY })!, sealed)).toBe(SECRET);
    expect(() =>
      decrypt(encryptionKey({ SETTINGS_ENCRYPTION_KEY: 'another-key-of-at-least-thirty-two-chars!' })!, sealed),
    ).toThrow();

    expect(gateway(h.app.config.payments, 'PAYPAL')).not.toBeNull();
    expect(h.app.config.payments.paypal).toMatchObject({ clientId: 'AZclientid', vndPerUsd: 25_400 });
    expect(await methods()).toContain('PAYPAL');
    const audit = await h.app.db.selectFrom('audit_log').selectAll().where('entity', '=', 'payment_gateway').execute();
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(audit.at(-1)?.after).toContain('PAYPAL_CLIENT_SECRET');
    expect((await call('admin', 'GET', '/admin/payment-gateways')).body).not.toContain(SECRET);
  });

  it("keeps the environment's values over stored ones, refuses unknown names, and clears", async () => {
    const env = h.app.config.payments.vnpay?.tmnCode;
    const saved = await call('admin', 'PUT', '/admin/payment-gateways/VNPAY', { values: { VNPAY_TMN_CODE: 'STORED' } });
    expect(saved.statusCode).toBe(200);
    expect(h.app.config.payments.vnpay?.tmnCode).toBe(env);
    const unknown = await call('admin', 'PUT', '/admin/payment-gateways/PAYPAL', { values: { VNPAY_HASH_SECRET: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('values.VNPAY_HASH_SECRET');
    const cleared = await call('admin', 'PUT', '/admin/payment-gateways/PAYPAL', { values: { PAYPAL_CLIENT_SECRET: null } });
    expect(paypalOf(cleared.json().metadata)).toMatchObject({ offered: false, missing: ['PAYPAL_CLIENT_SECRET'] });
    expect(gateway(h.app.config.payments, 'PAYPAL')).toBeNull();
    expect(await methods()).not.toContain('PAYPAL');
  });

  it('without SETTINGS_ENCRYPTION_KEY nothing can be saved and the answer says why', async () => {
    setCredentialEnv(h.app, gatewayEnv('http://127.0.0.1:9'));
    const res = await call('admin', 'GET', '/admin/payment-gateways');
    expect(res.json().metadata).toMatchObject({ canSave: false, reason: 'SETTINGS_KEY_MISSING' });
    const put = await call('admin', 'PUT', '/admin/payment-gateways/PAYPAL', { values: { PAYPAL_CLIENT_SECRET: SECRET } });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ errorCode: 'SETTINGS_KEY_MISSING' });
    setCredentialEnv(h.app, { SETTINGS_ENCRYPTION_KEY: KEY, ...gatewayEnv('http://127.0.0.1:9') });
  });
});

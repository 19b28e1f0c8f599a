import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadPaymentsConfig, type PaymentsConfig } from './config';

/**
 * Gateway credentials staff set in the admin (decision 0312): encrypted at rest with AES-256-GCM
 * under SETTINGS_ENCRYPTION_KEY, never answered back (a secret shows its last 4 characters at
 * most). A gateway configured by the environment keeps the environment's values; stored ones
 * configure only gateways the environment leaves unset.
 */

/** Each provider's variables, as in the environment; `secret` ones never leave the server. */
export const GATEWAY_FIELDS = {
  VNPAY: [
    { name: 'VNPAY_TMN_CODE', secret: false, required: true },
    { name: 'VNPAY_HASH_SECRET', secret: true, required: true },
  ],
  MOMO: [
    { name: 'MOMO_PARTNER_CODE', secret: false, required: true },
    { name: 'MOMO_ACCESS_KEY', secret: true, required: true },
    { name: 'MOMO_SECRET_KEY', secret: true, required: true },
  ],
  ZALOPAY: [
    { name: 'ZALOPAY_APP_ID', secret: false, required: true },
    { name: 'ZALOPAY_KEY1', secret: true, required: true },
    { name: 'ZALOPAY_KEY2', secret: true, required: true },
  ],
  PAYPAL: [
    { name: 'PAYPAL_CLIENT_ID', secret: false, required: true },
    { name: 'PAYPAL_CLIENT_SECRET', secret: true, required: true },
    { name: 'PAYPAL_VND_PER_USD', secret: false, required: true },
    { name: 'PAYPAL_ENV', secret: false, required: false },
    { name: 'PAYPAL_WEBHOOK_ID', secret: false, required: false },
  ],
  BANK_TRANSFER: [{ name: 'BANK_WEBHOOK_KEY', secret: true, required: true }],
} as const;

export type CredentialProvider = keyof typeof GATEWAY_FIELDS;
export const CREDENTIAL_PROVIDERS = Object.keys(GATEWAY_FIELDS) as CredentialProvider[];

const CONFIG_KEY: Record<CredentialProvider, 'vnpay' | 'momo' | 'zalopay' | 'paypal' | 'bankWebhookKey'> = {
  VNPAY: 'vnpay',
  MOMO: 'momo',
  ZALOPAY: 'zalopay',
  PAYPAL: 'paypal',
  BANK_TRANSFER: 'bankWebhookKey',
};

/** The 32-byte key from SETTINGS_ENCRYPTION_KEY (SHA-256 of it: any long random string will do); null when unset or short. */
export function encryptionKey(env: NodeJS.ProcessEnv): Buffer | null {
  const raw = env.SETTINGS_ENCRYPTION_KEY?.trim() ?? '';
  return raw.length >= 32 ? createHash('sha256').update(raw, 'utf8').digest() : null;
}

export function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v1', iv.toString('base64'), c.getAuthTag().toString('base64'), body.toString('base64')].join('.');
}

/** Throws when the value was not sealed with this key (a changed key, a tampered row). */
export function decrypt(key: Buffer, sealed: string): string {
  const [v, iv, tag, body] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  d.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([d.update(Buffer.from(body, 'base64')), d.final()]).toString('utf8');
}

/** What staff may see again of a value. */
export const hintOf = (value: string, secret: boolean) => (secret ? value.slice(-4) : value.slice(0, 200));

interface Settings {
  /** The configuration the environment gave, before stored credentials. */
  base: PaymentsConfig;
  env: NodeJS.ProcessEnv;
  key: Buffer | null;
}
const settings = new WeakMap<object, Settings>();

/** The environment's configuration of this app and the encryption key (read once, at the first call). */
export function credentialSettings(app: FastifyInstance): Settings {
  let s = settings.get(app.db);
  if (!s) {
    s = { base: app.config.payments, env: process.env, key: encryptionKey(process.env) };
    settings.set(app.db, s);
  }
  return s;
}

/** Tests: another environment (encryption key, endpoints) for an app. */
export function setCredentialEnv(app: FastifyInstance, env: NodeJS.ProcessEnv): void {
  settings.set(app.db, { base: credentialSettings(app).base, env, key: encryptionKey(env) });
}

/** Which gateways the environment configures (their stored values are ignored). */
export function fromEnvironment(app: FastifyInstance): Record<CredentialProvider, boolean> {
  const { base } = credentialSettings(app);
  return Object.fromEntries(CREDENTIAL_PROVIDERS.map((p) => [p, base[CONFIG_KEY[p]] !== null])) as Record<
    CredentialProvider,
    boolean
  >;
}

/**
 * Rebuilds `app.config.payments` from the environment and the stored credentials; the registry
 * makes new adapters for the new object. Runs at start and on every instance when staff change
 * credentials (change bus topic `gateway-credentials`).
 */
export async function refreshGateways(app: FastifyInstance): Promise<void> {
  const { base, env, key } = credentialSettings(app);
  const rows = await app.db.selectFrom('gateway_credentials').select(['name', 'value']).execute();
  const stored: Record<string, string> = {};
  for (const r of rows) {
    if (!key) break;
    try {
      stored[r.name] = decrypt(key, r.value);
    } catch {
      app.log.warn({ name: r.name }, 'a stored gateway credential does not open with SETTINGS_ENCRYPTION_KEY');
    }
  }
  if (Object.keys(stored).length === 0) {
    app.config.payments = base;
    return;
  }
  const names = new Set(Object.values(GATEWAY_FIELDS).flatMap((f) => f.map((x) => x.name as string)));
  // Endpoints and other settings still come from the environment; the credentials from storage.
  const merged: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(env).filter(([k]) => !names.has(k)));
  const fromStored = loadPaymentsConfig({ ...merged, ...stored });
  app.config.payments = {
    vnpay: base.vnpay ?? fromStored.vnpay,
    momo: base.momo ?? fromStored.momo,
    zalopay: base.zalopay ?? fromStored.zalopay,
    paypal: base.paypal ?? fromStored.paypal,
    bankWebhookKey: base.bankWebhookKey ?? fromStored.bankWebhookKey,
  };
}

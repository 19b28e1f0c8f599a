/* Helpers for the accounts tests (imported by *.test.ts only). */
import { randomUUID } from 'node:crypto';
import type { Role } from '@sen/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { createTestApp, createTestDb, type TestDb, type TestDialect } from '../../../test/helpers';
import type { UsersTable } from '../../db/schema';
import { hashPassword } from './passwords';

export const PASSWORD = 'Sen@12345';

export interface Harness {
  testDb: TestDb;
  app: FastifyInstance;
  redis: Redis | null;
  close(): Promise<void>;
}

/** A migrated database and an app on it; with `redis`, the app keeps its counters and limits in Redis. */
export async function harness(dialect: TestDialect, opts: { redisUrl?: string } = {}): Promise<Harness> {
  const testDb = await createTestDb(dialect);
  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const app = await createTestApp(testDb, { redis });
  return {
    testDb,
    app,
    redis,
    async close() {
      await app.close();
      await redis?.quit();
      await testDb.destroy();
    },
  };
}

let hashed: Promise<string> | null = null;

/** Inserts an account directly (no mail, no limits); the password is PASSWORD unless given. */
export async function createUser(
  app: FastifyInstance,
  opts: { role?: Role; status?: string; email?: string; password?: string; verified?: boolean } = {},
): Promise<UsersTable> {
  const id = randomUUID();
  const now = new Date().toISOString();
  hashed ??= hashPassword(PASSWORD);
  const row: UsersTable = {
    id,
    email: opts.email ?? `u-${id.slice(0, 8)}@example.vn`,
    username: `u-${id.slice(0, 12)}`,
    password_hash: opts.password ? await hashPassword(opts.password) : await hashed,
    first_name: 'An',
    last_name: 'Nguyễn',
    phone: '0912345678',
    role: opts.role ?? 'customer',
    status: opts.status ?? 'active',
    avatar: '',
    is_verified: opts.verified ? 1 : 0,
    gender: null,
    date_of_birth: null,
    preferences: '{}',
    last_login: null,
    created_at: now,
    updated_at: now,
  };
  await app.db.insertInto('users').values(row).execute();
  return row;
}

/** A fresh client address per call, so per-IP limits of one test never touch another. */
export function randomIp(): string {
  const b = () => Math.floor(Math.random() * 250) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

export function cookie(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name) as
    | { name: string; value: string; path?: string; maxAge?: number; httpOnly?: boolean; sameSite?: string; secure?: boolean }
    | undefined;
}

export async function login(
  app: FastifyInstance,
  email: string,
  opts: { password?: string; rememberMe?: boolean; ip?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-forwarded-for': opts.ip ?? randomIp() },
    payload: { email, password: opts.password ?? PASSWORD, rememberMe: opts.rememberMe },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { token: res.json().metadata.access_token as string, refresh: cookie(res, 'sen_rt')!.value, res };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Two provinces with two wards each (tests start from an empty database). */
export async function seedPlaces(app: FastifyInstance): Promise<void> {
  await app.db
    .insertInto('provinces')
    .values([
      {
        code: '01',
        name: 'Thành phố Hà Nội',
        name_folded: 'thanh pho ha noi',
        short_name: 'Hà Nội',
        place_type: 'Thành phố',
        alpha_code: 'HN',
      },
      {
        code: '79',
        name: 'Thành phố Hồ Chí Minh',
        name_folded: 'thanh pho ho chi minh',
        short_name: 'Hồ Chí Minh',
        place_type: 'Thành phố',
        alpha_code: 'HCM',
      },
    ])
    .execute();
  await app.db
    .insertInto('wards')
    .values([
      { code: '00004', province_code: '01', name: 'Phường Ba Đình', name_folded: 'phuong ba dinh' },
      { code: '00008', province_code: '01', name: 'Phường Ngọc Hà', name_folded: 'phuong ngoc ha' },
      { code: '26734', province_code: '79', name: 'Phường Sài Gòn', name_folded: 'phuong sai gon' },
      { code: '26740', province_code: '79', name: 'Phường Bến Thành', name_folded: 'phuong ben thanh' },
    ])
    .execute();
}

export async function seedProduct(app: FastifyInstance, name = 'Điện thoại Sen X'): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await app.db
    .insertInto('products')
    .values({
      id,
      name,
      name_folded: name.toLowerCase(),
      slug: `p-${id.slice(0, 8)}`,
      sku: `SKU-${id.slice(0, 8)}`,
      price: 1_990_000,
      quantity: 5,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  return id;
}

import type { Province, Ward } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function listProvinces(db: Kysely<Database>): Promise<Province[]> {
  const rows = await db.selectFrom('provinces').select(['code', 'name', 'short_name', 'place_type']).orderBy('code').execute();
  return rows.map((r) => ({ code: r.code, name: r.name, shortName: r.short_name, placeType: r.place_type }));
}

async function listWards(db: Kysely<Database>, provinceCode: string): Promise<Ward[]> {
  const rows = await db
    .selectFrom('wards')
    .select(['code', 'name', 'province_code'])
    .where('province_code', '=', provinceCode)
    .orderBy('name_folded')
    .execute();
  return rows.map((r) => ({ code: r.code, name: r.name, provinceCode: r.province_code }));
}

/** Address data rarely changes (a national reform): the lists are cached for an hour. */
export const ADDRESS_TTL = 60 * 60 * 1000;

/** Every province (cached, so callers must not change the objects). */
export function cachedProvinces(app: FastifyInstance): Promise<Province[]> {
  return app.cache.wrap('address:provinces', ADDRESS_TTL, () => listProvinces(app.db));
}

/** A province's wards (cached, so callers must not change the objects); empty for an unknown code. */
export function cachedWards(app: FastifyInstance, provinceCode: string): Promise<Ward[]> {
  return app.cache.wrap(`address:ward-list:${provinceCode}`, ADDRESS_TTL, () => listWards(app.db, provinceCode));
}

/** A province by code and, when it is in that province, a ward by code (cached: address data rarely changes). */
export async function findPlace(app: FastifyInstance, provinceCode: string, wardCode: string) {
  const province = (await cachedProvinces(app)).find((p) => p.code === provinceCode);
  if (!province) return { province: null, ward: null };
  const wards = await cachedWards(app, province.code);
  const ward = wards.find((w) => w.code === wardCode) ?? null;
  return { province: { code: province.code, name: province.name }, ward: ward && { code: ward.code, name: ward.name } };
}

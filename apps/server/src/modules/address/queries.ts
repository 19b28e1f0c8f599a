import { foldedWords, type LegacyWardMatch, type Province, type Ward } from '@sen/core';
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

/** Rows read before ranking: enough for any query of two or more words. */
const LEGACY_CANDIDATES = 300;

/**
 * Old (pre-July-2025) wards whose ward, district and province names hold every typed word,
 * accent-free ("ben nghe quan 1"), each with the 2025 ward and province it became.
 */
export async function searchLegacyWards(db: Kysely<Database>, q: string, limit: number): Promise<LegacyWardMatch[]> {
  const words = foldedWords(q);
  if (words.length === 0) return [];
  let query = db
    .selectFrom('ward_mappings as m')
    .innerJoin('wards as w', 'w.code', 'm.new_ward_code')
    .innerJoin('provinces as p', 'p.code', 'm.new_province_code')
    .select([
      'm.id',
      'm.old_ward_name',
      'm.old_district_name',
      'm.old_province_name',
      'w.code as ward_code',
      'w.name as ward_name',
      'p.code as province_code',
      'p.name as province_name',
    ]);
  for (const word of words) query = query.where('m.search_folded', 'like', `% ${word}%`);
  const rows = await query.select('m.search_folded').limit(LEGACY_CANDIDATES).execute();
  // Words typed in full rank first: "quan 1" puts Quận 1 before Quận 10, 11, 12.
  const whole = (folded: string) => words.filter((w) => folded.includes(` ${w} `)).length;
  return rows
    .map((r) => ({ r, score: whole(r.search_folded) }))
    .sort((a, b) => b.score - a.score || a.r.search_folded.localeCompare(b.r.search_folded))
    .slice(0, limit)
    .map(({ r }) => toLegacyMatch(r));
}

/** One mapping row by id, or null. */
export async function findLegacyWard(db: Kysely<Database>, id: string): Promise<LegacyWardMatch | null> {
  const row = await db
    .selectFrom('ward_mappings as m')
    .innerJoin('wards as w', 'w.code', 'm.new_ward_code')
    .innerJoin('provinces as p', 'p.code', 'm.new_province_code')
    .select([
      'm.id',
      'm.old_ward_name',
      'm.old_district_name',
      'm.old_province_name',
      'w.code as ward_code',
      'w.name as ward_name',
      'p.code as province_code',
      'p.name as province_name',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
  return row ? toLegacyMatch(row) : null;
}

function toLegacyMatch(r: {
  id: string;
  old_ward_name: string;
  old_district_name: string;
  old_province_name: string;
  ward_code: string;
  ward_name: string;
  province_code: string;
  province_name: string;
}): LegacyWardMatch {
  return {
    id: r.id,
    oldWard: r.old_ward_name,
    oldDistrict: r.old_district_name,
    oldProvince: r.old_province_name,
    ward: { code: r.ward_code, name: r.ward_name },
    province: { code: r.province_code, name: r.province_name },
  };
}

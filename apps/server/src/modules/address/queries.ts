import type { Province, Ward } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function listProvinces(db: Kysely<Database>): Promise<Province[]> {
  const rows = await db.selectFrom('provinces').select(['code', 'name', 'short_name', 'place_type']).orderBy('code').execute();
  return rows.map((r) => ({ code: r.code, name: r.name, shortName: r.short_name, placeType: r.place_type }));
}

export async function findProvince(db: Kysely<Database>, code: string) {
  return db.selectFrom('provinces').select(['code', 'name']).where('code', '=', code).executeTakeFirst();
}

export async function listWards(db: Kysely<Database>, provinceCode: string): Promise<Ward[]> {
  const rows = await db
    .selectFrom('wards')
    .select(['code', 'name', 'province_code'])
    .where('province_code', '=', provinceCode)
    .orderBy('name_folded')
    .execute();
  return rows.map((r) => ({ code: r.code, name: r.name, provinceCode: r.province_code }));
}

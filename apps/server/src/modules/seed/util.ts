import { currentPrice } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The seed inserts into many tables through one helper, so it talks to Kysely
 * through a loosely typed view; the row builders stay fully typed against the schema.
 */
type LooseDb = Record<string, Record<string, unknown>>;
type Row = Record<string, unknown>;

export type Db = Kysely<Database>;

/** Rows per multi-row INSERT: far below SQLite's 32766 and PostgreSQL's 65535 bound parameters. */
export function batchSizeFor(columns: number): number {
  return Math.max(1, Math.min(500, Math.floor(30_000 / Math.max(1, columns))));
}

export async function insertRows(db: Db, table: keyof Database, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const loose = db as unknown as Kysely<LooseDb>;
  const size = batchSizeFor(Object.keys(rows[0] as Row).length);
  for (let i = 0; i < rows.length; i += size) {
    await loose
      .insertInto(table)
      .values(rows.slice(i, i + size) as Row[])
      .execute();
  }
}

/**
 * Inserts the rows whose natural key (slug, code, email…) is not in the table yet,
 * which is what makes every seed step safe to run again. Returns the inserted rows.
 */
export async function insertMissing<T extends object>(
  db: Db,
  table: keyof Database,
  key: keyof T & string,
  rows: readonly T[],
): Promise<T[]> {
  const existing = await existingKeys(db, table, key);
  const seen = new Set<string>();
  const missing = rows.filter((r) => {
    const k = String((r as Row)[key]);
    if (existing.has(k) || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  await insertRows(db, table, missing);
  return missing;
}

export async function existingKeys(db: Db, table: keyof Database, column: string): Promise<Set<string>> {
  const loose = db as unknown as Kysely<LooseDb>;
  const found = await loose.selectFrom(table).select(column).execute();
  return new Set(found.map((r) => String(r[column])));
}

/** id by natural key (slug → id, code → id), after the rows are ensured. */
export async function idsBy(db: Db, table: keyof Database, column: string): Promise<Map<string, string>> {
  const loose = db as unknown as Kysely<LooseDb>;
  const found = await loose.selectFrom(table).select(['id', column]).execute();
  return new Map(found.map((r) => [String(r[column]), String(r.id)]));
}

/** FNV-1a: a stable number per string, so generated data and images do not change between runs. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Small deterministic PRNG (mulberry32); Math.random would make two seeded databases differ. */
export function rng(seed: number | string): () => number {
  let a = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function intBetween(rand: () => number, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

export function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

const DAY = 86_400_000;

export function daysFrom(now: Date, days: number, hours = 0): string {
  return new Date(now.getTime() + days * DAY + hours * 3_600_000).toISOString();
}

/**
 * A sale as stored: the percentage off the regular price that gives about `target`, and the price
 * currentPrice() charges at `now` (the regular one once the window has closed). Stored otherwise,
 * the sale-price sweeper would find every such product wrong on the first start (issue 11).
 */
export function saleFields(
  regular: number,
  target: number,
  saleStart: string,
  saleEnd: string,
  now: Date,
): { price: number; salePercentage: number } {
  const salePercentage = Math.round(((regular - target) / regular) * 100);
  const price = currentPrice(
    { price: target, comparePrice: regular, salePercentage, isOnSale: true, saleStart, saleEnd },
    now.getTime(),
  );
  return { price, salePercentage };
}

/** Shop-style price: 27.871.800 → 27.890.000; cheap items to the nearest 10.000. */
export function shopPrice(value: number): number {
  if (value >= 2_000_000) return Math.round(value / 100_000) * 100_000 - 10_000;
  return Math.max(10_000, Math.round(value / 10_000) * 10_000);
}

export const json = (value: unknown): string => JSON.stringify(value);

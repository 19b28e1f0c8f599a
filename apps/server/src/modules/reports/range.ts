import { sql } from 'kysely';

/** The shop counts days in Vietnam time (UTC+7, no daylight saving): a report day is a shop day. */
export const SHOP_OFFSET_HOURS = 7;
const DAY_MS = 86_400_000;
const OFFSET_MS = SHOP_OFFSET_HOURS * 3_600_000;

/** The shop day (YYYY-MM-DD) holding an instant. */
export function shopDay(at: Date | number = Date.now()): string {
  return new Date(Number(at) + OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The first instant of a shop day as the stored ISO text (timestamps are ISO-8601 UTC text). */
export function startOf(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS).toISOString();
}

export interface Range {
  from: string;
  to: string;
  /** Inclusive lower and exclusive upper bound on the stored timestamps. */
  start: string;
  end: string;
}

/** A range of shop days; without dates the last `days` days up to today. */
export function rangeOf(q: { from?: string; to?: string }, days = 30): Range {
  const to = q.to ?? (q.from ? addDays(q.from, days - 1) : shopDay());
  const from = q.from ?? addDays(to, -(days - 1));
  return { from, to, start: startOf(from), end: startOf(addDays(to, 1)) };
}

/** The same number of days just before. */
export function previousRange(r: Range): Range {
  const n = daysBetween(r.from, r.to);
  return rangeOf({ from: addDays(r.from, -n), to: addDays(r.from, -1) });
}

/** SQL: the shop day (YYYY-MM-DD) of a timestamp column, on either database. */
export function dayExpr(dialect: string, column: string) {
  const col = sql.ref(column);
  return dialect === 'postgres'
    ? sql<string>`to_char(((${col})::timestamptz at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`
    : sql<string>`substr(datetime(${col}, '+7 hours'), 1, 10)`;
}

/** Every day of a range, so a chart shows the days without sales as zero. */
export function daysOf(r: { from: string; to: string }): string[] {
  const out: string[] = [];
  for (let d = r.from; d <= r.to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Monday of the ISO week holding a day. */
export function weekOf(day: string): string {
  const wd = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((wd + 6) % 7));
}

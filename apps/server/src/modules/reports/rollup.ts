import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { addDays, dayExpr, type Range, rangeOf, shopDay, startOf } from './range';
import { byItemKey, byOrderKey, type ItemDim, type OrderDim, type RawSales, TOOK_MONEY } from './sales';

/**
 * Daily roll-ups (issue 16, decision 0330). `report_daily` holds every closed shop day's sales by
 * dimension (the day itself, payment, shipping, province, category, brand, product) and
 * `report_customer_daily` every closed day's buyers (e-mail × province): a report reads ~30 rows
 * per key for 30 days instead of ~40,000 orders. Today is never rolled up; reports add it live.
 *
 * Exact without any write path calling it: every change to an order stamps `updated_at` (checkout,
 * payments, staff moves, the sweeper, refunds, returns), and a day is recomputed whole from the
 * orders when an order paid on it changed after the watermark — so a recompute is idempotent and
 * a rebuild gives the same rows. Reports sync first (one index probe when nothing changed); a job
 * every minute re-reads the last 5 minutes too, for a write that committed after a later one.
 */
const STATE = 'sales';
const DIMS: (OrderDim | ItemDim)[] = ['day', 'payment', 'shipping', 'province', 'category', 'brand', 'product', 'variant'];
/** Days recomputed per transaction when closing many days (a first build, a rebuild). */
const CHUNK_DAYS = 31;
const n = (v: unknown) => Number(v ?? 0);

type Db = Kysely<Database> | Transaction<Database>;

async function state(db: Db) {
  return db.selectFrom('report_rollup_state').selectAll().where('name', '=', STATE).executeTakeFirst();
}

/** Deletes and recomputes the days of a range (both tables), in the caller's transaction. */
async function recompute(trx: Transaction<Database>, dialect: string, r: Range): Promise<void> {
  await trx.deleteFrom('report_daily').where('day', '>=', r.from).where('day', '<=', r.to).execute();
  await trx.deleteFrom('report_customer_daily').where('day', '>=', r.from).where('day', '<=', r.to).execute();
  for (const dim of DIMS) {
    const rows =
      dim === 'category' || dim === 'brand' || dim === 'product' || dim === 'variant'
        ? await byItemKey(trx, dialect, r, dim, true)
        : await byOrderKey(trx, dialect, r, dim, true);
    for (let i = 0; i < rows.length; i += 1000)
      await trx
        .insertInto('report_daily')
        .values(rows.slice(i, i + 1000).map((x) => ({ ...x, dim })))
        .execute();
  }
  const buyers = await trx
    .selectFrom('orders')
    .select([
      dayExpr(dialect, 'paid_at').as('day'),
      'email',
      sql<string>`coalesce(province_code, '')`.as('province_code'),
      sql<string>`max(province_name)`.as('province_name'),
      sql<string>`max(full_name)`.as('full_name'),
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(case when payment_status = 'paid' then total else 0 end)`.as('revenue'),
    ])
    .where('paid_at', '>=', r.start)
    .where('paid_at', '<', r.end)
    .where('payment_status', 'in', [...TOOK_MONEY])
    .groupBy([sql`1`, 'email', sql`3`])
    .execute();
  for (let i = 0; i < buyers.length; i += 2000)
    await trx
      .insertInto('report_customer_daily')
      .values(
        buyers.slice(i, i + 2000).map((b) => ({
          day: b.day,
          email: b.email,
          province_code: b.province_code,
          province_name: b.province_name ?? '',
          full_name: b.full_name ?? '',
          orders: n(b.orders),
          revenue: n(b.revenue),
        })),
      )
      .execute();
}

/** Takes the state row for this transaction (PostgreSQL row lock; SQLite has one writer anyway). */
async function lock(trx: Transaction<Database>, dialect: string) {
  let q = trx.selectFrom('report_rollup_state').selectAll().where('name', '=', STATE);
  if (dialect === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

async function maxUpdated(db: Db): Promise<string> {
  const row = await db.selectFrom('orders').select(sql<string | null>`max(updated_at)`.as('m')).executeTakeFirst();
  return row?.m ?? '';
}

export interface SyncOptions {
  /** Also re-read orders changed this long before the watermark (a write that committed late). */
  marginMs?: number;
  /** Close at most this many new days in this call (a report request leaves a long build to the job). */
  maxNewDays?: number;
  now?: Date;
}

/**
 * Brings the roll-up up to date: recomputes the closed days of orders changed since the watermark,
 * then closes the days up to yesterday. Returns the last closed day ('' when none).
 */
export async function syncRollups(db: Kysely<Database>, dialect: string, opts: SyncOptions = {}): Promise<string> {
  const yesterday = addDays(shopDay(opts.now ?? Date.now()), -1);
  const margin = opts.marginMs ?? 0;
  const since = (wm: string) => (margin && wm ? new Date(Date.parse(wm) - margin).toISOString() : wm);
  const before = await state(db);
  if (before?.closed_through === yesterday) {
    const changed = await db
      .selectFrom('orders')
      .select('id')
      .where('updated_at', '>', since(before.watermark))
      .where('paid_at', '<', startOf(addDays(yesterday, 1)))
      .limit(1)
      .executeTakeFirst();
    if (!changed) return yesterday;
  }
  if (!before) {
    // The first build starts the day before the first payment; the watermark is "now" because every
    // day is computed from the orders as they are.
    const first = await db
      .selectFrom('orders')
      .select(sql<string | null>`min(paid_at)`.as('m'))
      .where('paid_at', 'is not', null)
      .executeTakeFirst();
    const start = first?.m ? addDays(shopDay(Date.parse(first.m)), -1) : yesterday;
    await db
      .insertInto('report_rollup_state')
      .values({ name: STATE, closed_through: start, watermark: await maxUpdated(db), updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  // Changed closed days, then new days chunk by chunk (each chunk its own short transaction).
  let budget = opts.maxNewDays ?? Number.POSITIVE_INFINITY;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const st = await lock(trx, dialect);
      if (!st) return true;
      const closed = st.closed_through ?? yesterday;
      const wm = await maxUpdated(trx);
      const changed = await trx
        .selectFrom('orders')
        .select('paid_at')
        .distinct()
        .where('updated_at', '>', since(st.watermark))
        .where('paid_at', '<', startOf(addDays(closed, 1)))
        .execute();
      const days = [...new Set(changed.map((c) => shopDay(Date.parse(c.paid_at!))))].sort();
      for (const d of days) await recompute(trx, dialect, rangeOf({ from: d, to: d }));
      let next = closed;
      if (closed < yesterday && budget > 0) {
        const from = addDays(closed, 1);
        let to = addDays(from, Math.min(CHUNK_DAYS, budget) - 1);
        if (to > yesterday) to = yesterday;
        await recompute(trx, dialect, rangeOf({ from, to }));
        budget -= Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
        next = to;
      }
      await trx
        .updateTable('report_rollup_state')
        .set({ closed_through: next, watermark: wm > st.watermark ? wm : st.watermark, updated_at: new Date().toISOString() })
        .where('name', '=', STATE)
        .execute();
      return next >= yesterday || budget <= 0;
    });
    if (done) break;
  }
  return (await state(db))?.closed_through ?? '';
}

/** Drops the roll-ups and builds them again from the orders (`npm run reports:rollup -- --rebuild`). */
export async function rebuildRollups(db: Kysely<Database>, dialect: string): Promise<string> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('report_rollup_state').where('name', '=', STATE).execute();
    await trx.deleteFrom('report_daily').execute();
    await trx.deleteFrom('report_customer_daily').execute();
  });
  return syncRollups(db, dialect);
}

/**
 * The closed days of a range (read from the roll-up) and the rest (computed live): after a sync
 * the closed days are every day before today.
 */
export async function splitRange(
  db: Kysely<Database>,
  dialect: string,
  r: Range,
): Promise<{ past: Range | null; live: Range | null }> {
  const closed = await syncRollups(db, dialect, { maxNewDays: 3 });
  if (!closed || closed < r.from) return { past: null, live: r };
  if (closed >= r.to) return { past: r, live: null };
  return { past: rangeOf({ from: r.from, to: closed }), live: rangeOf({ from: addDays(closed, 1), to: r.to }) };
}

/** A dimension's sums over closed days, from the roll-up. */
export async function rolledUp(db: Kysely<Database>, dim: OrderDim | ItemDim, r: Range): Promise<RawSales[]> {
  const rows = await db
    .selectFrom('report_daily')
    .select([
      dim === 'day' ? sql<string>`day`.as('key') : sql<string>`key`.as('key'),
      sql<string>`max(label)`.as('label'),
      sql<number>`sum(orders)`.as('orders'),
      sql<number>`sum(quantity)`.as('quantity'),
      sql<number>`sum(gross)`.as('gross'),
      sql<number>`sum(discounts)`.as('discounts'),
      sql<number>`sum(shipping)`.as('shipping'),
      sql<number>`sum(tax)`.as('tax'),
      sql<number>`sum(refunds)`.as('refunds'),
      sql<number>`sum(paid_orders)`.as('paid_orders'),
      sql<number>`sum(paid_total)`.as('paid_total'),
    ])
    .where('dim', '=', dim)
    .where('day', '>=', r.from)
    .where('day', '<=', r.to)
    .groupBy(sql`1`)
    .execute();
  return rows.map((x) => ({
    day: '',
    key: String(x.key),
    label: String(x.label ?? ''),
    orders: n(x.orders),
    quantity: n(x.quantity),
    gross: n(x.gross),
    discounts: n(x.discounts),
    shipping: n(x.shipping),
    tax: n(x.tax),
    refunds: n(x.refunds),
    paid_orders: n(x.paid_orders),
    paid_total: n(x.paid_total),
  }));
}

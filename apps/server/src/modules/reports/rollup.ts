import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReportDailyTable } from '../../db/tables/reports';
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
/** How long applied changes are remembered, so the job's margin re-read skips them (> its 5-minute margin). */
const SEEN_MS = 15 * 60_000;

type Db = Kysely<Database> | Transaction<Database>;

async function state(db: Db) {
  return db.selectFrom('report_rollup_state').selectAll().where('name', '=', STATE).executeTakeFirst();
}

/** Which roll-ups of a day to recompute: by payment day, by creation day, by refund day. */
interface Parts {
  paid: boolean;
  created: boolean;
  refund: boolean;
}
const ALL: Parts = { paid: true, created: true, refund: true };
/** The `report_daily` dimensions keyed by the order's creation day and by its refund's day. */
const CREATED_DIMS = ['status'];
const REFUND_DIMS = ['refund'];
const ZERO = { quantity: 0, gross: 0, discounts: 0, shipping: 0, tax: 0, refunds: 0, paid_orders: 0, paid_total: 0 };

async function insertDaily(trx: Transaction<Database>, rows: Insertable<ReportDailyTable>[]) {
  for (let i = 0; i < rows.length; i += 1000)
    await trx
      .insertInto('report_daily')
      .values(rows.slice(i, i + 1000))
      .execute();
}

/** Deletes and recomputes the chosen roll-ups of the days of a range, in the caller's transaction. */
async function recompute(trx: Transaction<Database>, dialect: string, r: Range, parts: Parts = ALL): Promise<void> {
  const dims = [...(parts.paid ? DIMS : []), ...(parts.created ? CREATED_DIMS : []), ...(parts.refund ? REFUND_DIMS : [])];
  await trx.deleteFrom('report_daily').where('dim', 'in', dims).where('day', '>=', r.from).where('day', '<=', r.to).execute();
  if (parts.paid) {
    for (const dim of DIMS) {
      const rows =
        dim === 'category' || dim === 'brand' || dim === 'product' || dim === 'variant'
          ? await byItemKey(trx, dialect, r, dim, true)
          : await byOrderKey(trx, dialect, r, dim, true);
      await insertDaily(
        trx,
        rows.map((x) => ({ ...x, dim })),
      );
    }
    await recomputeBuyers(trx, dialect, r);
  }
  if (parts.created) {
    const rows = await byStatus(trx, dialect, r, true);
    await insertDaily(
      trx,
      rows.map((x) => ({ ...ZERO, dim: 'status', day: x.day, key: x.status, label: '', orders: n(x.n) })),
    );
  }
  if (parts.refund) {
    const rows = await refundsBy(trx, dialect, r, true);
    await insertDaily(
      trx,
      rows.map((x) => ({ ...ZERO, dim: 'refund', day: x.day, key: '', label: '', orders: n(x.n), refunds: n(x.amount) })),
    );
  }
}

/** Orders placed in a range by status (per creation day for the roll-up). */
export function byStatus(db: Db, dialect: string, r: Range, perDay = false) {
  return db
    .selectFrom('orders')
    .select([(perDay ? dayExpr(dialect, 'created_at') : sql<string>`''`).as('day'), 'status', sql<number>`count(*)`.as('n')])
    .where('created_at', '>=', r.start)
    .where('created_at', '<', r.end)
    .groupBy([sql`1`, 'status'])
    .execute();
}

/** Orders refunded in a range (by the time of the refund; `refunded` is final) and their totals. */
export function refundsBy(db: Db, dialect: string, r: Range, perDay = false) {
  return db
    .selectFrom('order_status_history as h')
    .innerJoin('orders as o', 'o.id', 'h.order_id')
    .select([
      (perDay ? dayExpr(dialect, 'h.created_at') : sql<string>`''`).as('day'),
      sql<number>`count(distinct o.id)`.as('n'),
      sql<number>`sum(o.total)`.as('amount'),
    ])
    .where('h.status', '=', 'refunded')
    .where('h.created_at', '>=', r.start)
    .where('h.created_at', '<', r.end)
    .groupBy(sql`1`)
    .execute();
}

/**
 * A range's buyers by day (e-mail × province), then the summaries of the buyers whose paid days
 * changed: first paid day, months paid in, and the cohort cells (first month × month) moved by
 * the difference between their old and new summaries — so the cells stay the sum over buyers.
 */
async function recomputeBuyers(trx: Transaction<Database>, dialect: string, r: Range): Promise<void> {
  const dayRows = (rows: { day: string; email: string }[]) => new Set(rows.map((x) => `${x.email}\n${x.day}`));
  const before = dayRows(
    await trx
      .selectFrom('report_customer_daily')
      .select(['day', 'email'])
      .where('day', '>=', r.from)
      .where('day', '<=', r.to)
      .execute(),
  );
  await trx.deleteFrom('report_customer_daily').where('day', '>=', r.from).where('day', '<=', r.to).execute();
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
  const after = dayRows(buyers);
  const touched = new Set<string>();
  for (const k of before) if (!after.has(k)) touched.add(k.split('\n')[0]!);
  for (const k of after) if (!before.has(k)) touched.add(k.split('\n')[0]!);
  await refreshBuyers(trx, [...touched]);
}

/** Recomputes the summaries of these buyers from `report_customer_daily` and moves the cohort cells. */
async function refreshBuyers(trx: Transaction<Database>, emails: string[]): Promise<void> {
  const cells = new Map<string, number>();
  const move = (first: string | undefined, months: string[] | undefined, by: number) => {
    if (!first) return;
    for (const m of months ?? []) {
      const k = `${first.slice(0, 7)} ${m}`;
      cells.set(k, (cells.get(k) ?? 0) + by);
    }
  };
  const group = (rows: { email: string; month: string }[]) => {
    const out = new Map<string, string[]>();
    for (const x of rows) out.set(x.email, [...(out.get(x.email) ?? []), x.month]);
    return out;
  };
  for (let i = 0; i < emails.length; i += 500) {
    const chunk = emails.slice(i, i + 500);
    const oldFirst = new Map(
      (await trx.selectFrom('report_buyer').select(['email', 'first_day']).where('email', 'in', chunk).execute()).map((x) => [
        x.email,
        x.first_day,
      ]),
    );
    const oldMonths = group(
      await trx.selectFrom('report_buyer_month').select(['email', 'month']).where('email', 'in', chunk).execute(),
    );
    const first = await trx
      .selectFrom('report_customer_daily')
      .select(['email', sql<string>`min(day)`.as('first_day')])
      .where('email', 'in', chunk)
      .groupBy('email')
      .execute();
    const months = await trx
      .selectFrom('report_customer_daily')
      .select(['email', sql<string>`substr(day, 1, 7)`.as('month')])
      .distinct()
      .where('email', 'in', chunk)
      .execute();
    const newMonths = group(months);
    for (const e of chunk) move(oldFirst.get(e), oldMonths.get(e), -1);
    for (const x of first) move(x.first_day, newMonths.get(x.email), 1);
    await trx.deleteFrom('report_buyer').where('email', 'in', chunk).execute();
    await trx.deleteFrom('report_buyer_month').where('email', 'in', chunk).execute();
    if (first.length) await trx.insertInto('report_buyer').values(first).execute();
    for (let j = 0; j < months.length; j += 2000)
      await trx
        .insertInto('report_buyer_month')
        .values(months.slice(j, j + 2000))
        .execute();
  }
  const moved = [...cells].filter(([, by]) => by !== 0);
  for (let i = 0; i < moved.length; i += 1000)
    await trx
      .insertInto('report_cohort_month')
      .values(
        moved.slice(i, i + 1000).map(([k, by]) => {
          const [cohort, month] = k.split(' ') as [string, string];
          return { cohort, month, buyers: by };
        }),
      )
      .onConflict((oc) =>
        oc.columns(['cohort', 'month']).doUpdateSet({ buyers: sql`report_cohort_month.buyers + excluded.buyers` }),
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
      .where('created_at', '<', startOf(addDays(yesterday, 1)))
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
      // An order changed since the watermark moves its payment day, its creation day and its
      // refund's day (paid_at ≥ created_at, so created_at bounds both).
      const end = startOf(addDays(closed, 1));
      const read = await trx
        .selectFrom('orders')
        .select(['id', 'paid_at', 'created_at', 'updated_at'])
        .where('updated_at', '>', since(st.watermark))
        .where('created_at', '<', end)
        .execute();
      // The margin re-reads the last minutes for a late commit: skip the changes already applied.
      const seen = new Map<string, string>();
      for (let i = 0; i < read.length; i += 500)
        for (const x of await trx
          .selectFrom('report_rollup_seen')
          .select(['order_id', 'updated_at'])
          .where(
            'order_id',
            'in',
            read.slice(i, i + 500).map((c) => c.id),
          )
          .execute())
          seen.set(x.order_id, x.updated_at);
      const changed = read.filter((c) => seen.get(c.id) !== c.updated_at);
      const days = { paid: new Set<string>(), created: new Set<string>(), refund: new Set<string>() };
      for (const c of changed) {
        days.created.add(shopDay(Date.parse(c.created_at)));
        if (c.paid_at && c.paid_at < end) days.paid.add(shopDay(Date.parse(c.paid_at)));
      }
      const ids = changed.map((c) => c.id);
      for (let i = 0; i < ids.length; i += 500) {
        const refunds = await trx
          .selectFrom('order_status_history')
          .select('created_at')
          .where('order_id', 'in', ids.slice(i, i + 500))
          .where('status', '=', 'refunded')
          .where('created_at', '<', end)
          .execute();
        for (const h of refunds) days.refund.add(shopDay(Date.parse(h.created_at)));
      }
      const all = [...new Set([...days.paid, ...days.created, ...days.refund])].sort();
      for (const d of all)
        await recompute(trx, dialect, rangeOf({ from: d, to: d }), {
          paid: days.paid.has(d),
          created: days.created.has(d),
          refund: days.refund.has(d),
        });
      await trx
        .deleteFrom('report_rollup_seen')
        .where('updated_at', '<', new Date(Date.now() - SEEN_MS).toISOString())
        .execute();
      for (let i = 0; i < changed.length; i += 1000)
        await trx
          .insertInto('report_rollup_seen')
          .values(changed.slice(i, i + 1000).map((c) => ({ order_id: c.id, updated_at: c.updated_at })))
          .onConflict((oc) => oc.column('order_id').doUpdateSet({ updated_at: sql`excluded.updated_at` }))
          .execute();
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
    await trx.deleteFrom('report_buyer').execute();
    await trx.deleteFrom('report_buyer_month').execute();
    await trx.deleteFrom('report_cohort_month').execute();
    await trx.deleteFrom('report_rollup_seen').execute();
  });
  return syncRollups(db, dialect);
}

export interface Split {
  past: Range | null;
  live: Range | null;
}

/** The closed days of a range (through `closed`, read from the roll-up) and the rest (computed live). */
export function splitAt(closed: string, r: Range): Split {
  if (!closed || closed < r.from) return { past: null, live: r };
  if (closed >= r.to) return { past: r, live: null };
  return { past: rangeOf({ from: r.from, to: closed }), live: rangeOf({ from: addDays(closed, 1), to: r.to }) };
}

/** Syncs (at most 3 new days in a request), then splits: after a sync the closed days are every day before today. */
export async function splitRange(db: Kysely<Database>, dialect: string, r: Range): Promise<Split> {
  return splitAt(await syncRollups(db, dialect, { maxNewDays: 3 }), r);
}

/** A dimension's sums over closed days, from the roll-up. */
export async function rolledUp(
  db: Kysely<Database>,
  dim: OrderDim | ItemDim | 'status' | 'refund',
  r: Range,
): Promise<RawSales[]> {
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

import type { CohortRow, CustomerReportRow, CustomersReport, CustomerView } from '@sen/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { addDays, dayExpr, type Range } from './range';
import { splitRange } from './rollup';
import { TOOK_MONEY } from './sales';

const n = (v: unknown) => Number(v ?? 0);
/** What a customer paid and kept: refunded orders count as orders but not as revenue. */
const revenue = sql<number>`sum(case when o.payment_status = 'paid' then o.total else 0 end)`;

/** Customers are told apart by the e-mail of their orders (guests have no account). */
function paidIn(db: Kysely<Database>, r: Range) {
  return db
    .selectFrom('orders as o')
    .where('o.paid_at', '>=', r.start)
    .where('o.paid_at', '<', r.end)
    .where('o.payment_status', 'in', [...TOOK_MONEY]);
}

/** Whether the order's buyer had paid for an order before the range began. */
function hadEarlier(db: Kysely<Database>, r: Range) {
  return db
    .selectFrom('orders as e')
    .select(sql`1`.as('x'))
    .where(sql<boolean>`e.email = o.email`)
    .where('e.paid_at', '<', r.start)
    .where('e.payment_status', 'in', [...TOOK_MONEY]);
}

/** The report straight from the orders (while the roll-up has not reached the range yet; the tests' reference). */
export async function customersReportDirect(
  db: Kysely<Database>,
  dialect: string,
  r: Range,
  view: CustomerView,
): Promise<CustomersReport> {
  const summaryRow = await paidIn(db, r)
    .select([sql<number>`count(distinct o.email)`.as('customers'), sql<number>`count(*)`.as('orders'), revenue.as('revenue')])
    .executeTakeFirstOrThrow();
  const newRow = await paidIn(db, r)
    .where((eb) => eb.not(eb.exists(hadEarlier(db, r))))
    .select(sql<number>`count(distinct o.email)`.as('n'))
    .executeTakeFirstOrThrow();
  const customers = n(summaryRow.customers);
  const newCustomers = n(newRow.n);
  let rows: CustomerReportRow[] = [];
  let cohorts: CohortRow[] = [];
  if (view === 'top') {
    rows = await topByRevenue(db, r);
  } else if (view === 'province') {
    const byProvince = await paidIn(db, r)
      .select([
        sql<string>`coalesce(o.province_code, '')`.as('key'),
        sql<string>`max(o.province_name)`.as('label'),
        sql<number>`count(distinct o.email)`.as('customers'),
        sql<number>`count(*)`.as('orders'),
        revenue.as('revenue'),
      ])
      .groupBy(sql`1`)
      .execute();
    rows = byProvince
      .map((x) => ({ key: x.key, label: x.label ?? '', customers: n(x.customers), orders: n(x.orders), revenue: n(x.revenue) }))
      .sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key));
  } else {
    cohorts = await cohortsOf(db, dialect, r);
  }
  return {
    from: r.from,
    to: r.to,
    view,
    summary: {
      customers,
      newCustomers,
      returningCustomers: customers - newCustomers,
      orders: n(summaryRow.orders),
      revenue: n(summaryRow.revenue),
    },
    rows,
    cohorts,
  };
}

/** The 100 customers who paid the most (ties: more orders, then e-mail). */
async function topByRevenue(db: Kysely<Database>, r: Range): Promise<CustomerReportRow[]> {
  const top = await paidIn(db, r)
    .select([
      'o.email as key',
      sql<string>`max(o.full_name)`.as('label'),
      sql<number>`count(*)`.as('orders'),
      revenue.as('revenue'),
    ])
    .groupBy('o.email')
    .orderBy(sql`4`, 'desc')
    .orderBy(sql`3`, 'desc')
    .orderBy('o.email')
    .limit(100)
    .execute();
  return top.map((x) => ({ key: x.key, label: x.label, customers: 1, orders: n(x.orders), revenue: n(x.revenue) }));
}

function monthsBetween(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number) as [number, number];
  const [yb, mb] = b.split('-').map(Number) as [number, number];
  return (yb - ya) * 12 + (mb - ma);
}

/**
 * Customers whose first paid order falls in the range, grouped by that month; for each later
 * month of the range, how many of them paid for another order.
 */
async function cohortsOf(db: Kysely<Database>, dialect: string, r: Range): Promise<CohortRow[]> {
  const month = sql<string>`substr(${dayExpr(dialect, 'o.paid_at')}, 1, 7)`;
  const rows = await paidIn(db, r)
    .where((eb) => eb.not(eb.exists(hadEarlier(db, r))))
    .select(['o.email', month.as('month')])
    .groupBy(['o.email', sql`2`])
    .execute();
  return cohortRows(rows, r);
}

/** Cohorts from each new buyer's paid months (e-mail, YYYY-MM). */
function cohortRows(rows: { email: string; month: string }[], r: Range): CohortRow[] {
  const firstOf = new Map<string, string>();
  for (const x of rows) {
    const f = firstOf.get(x.email);
    if (!f || x.month < f) firstOf.set(x.email, x.month);
  }
  const span = monthsBetween(r.from.slice(0, 7), r.to.slice(0, 7));
  const out = new Map<string, CohortRow>();
  for (const [, first] of firstOf) {
    let c = out.get(first);
    if (!c) {
      c = {
        cohort: first,
        customers: 0,
        months: Array.from({ length: span - monthsBetween(r.from.slice(0, 7), first) }, () => 0),
      };
      out.set(first, c);
    }
    c.customers++;
  }
  for (const x of rows) {
    const first = firstOf.get(x.email)!;
    const k = monthsBetween(first, x.month);
    if (k >= 1) {
      const c = out.get(first)!;
      c.months[k - 1] = (c.months[k - 1] ?? 0) + 1;
    }
  }
  return [...out.values()].sort((a, b) => a.cohort.localeCompare(b.cohort));
}

/**
 * Buyers of a range, one row per shop day × e-mail × province: the roll-up's closed days and
 * today's orders grouped the same way (decision 0330).
 */
function buyersOf(db: Kysely<Database>, dialect: string, past: Range | null, live: Range | null) {
  const rolled = db
    .selectFrom('report_customer_daily')
    .select(['day', 'email', 'province_code', 'province_name', 'full_name', 'orders', 'revenue'])
    .where('day', '>=', past?.from ?? '9999')
    .where('day', '<=', past?.to ?? '0000');
  const today = db
    .selectFrom('orders as o')
    .select([
      dayExpr(dialect, 'o.paid_at').as('day'),
      'o.email',
      sql<string>`coalesce(o.province_code, '')`.as('province_code'),
      sql<string>`max(o.province_name)`.as('province_name'),
      sql<string>`max(o.full_name)`.as('full_name'),
      sql<number>`count(*)`.as('orders'),
      revenue.as('revenue'),
    ])
    .where('o.paid_at', '>=', live?.start ?? '9999')
    .where('o.paid_at', '<', live?.end ?? '0000')
    .where('o.payment_status', 'in', [...TOOK_MONEY])
    .groupBy([sql`1`, 'o.email', sql`3`]);
  return db.selectFrom(rolled.unionAll(today).as('b'));
}

/** New vs returning, top customers, by province, cohorts by first-order month (issue 16). */
export async function customersReport(
  db: Kysely<Database>,
  dialect: string,
  r: Range,
  view: CustomerView,
): Promise<CustomersReport> {
  const { past, live } = await splitRange(db, dialect, r);
  // "Paid before the range" reads the closed days: they must reach the day before it.
  if (!past && live && (await closedThrough(db)) < addDays(r.from, -1)) return customersReportDirect(db, dialect, r, view);
  const buyers = () => buyersOf(db, dialect, past, live);
  const earlier = () =>
    db
      .selectFrom('report_customer_daily as e')
      .select(sql`1`.as('x'))
      .where(sql<boolean>`e.email = b.email`)
      .where('e.day', '<', r.from);
  const summaryRow = await buyers()
    .select([
      sql<number>`count(distinct b.email)`.as('customers'),
      sql<number>`sum(b.orders)`.as('orders'),
      sql<number>`sum(b.revenue)`.as('revenue'),
    ])
    .executeTakeFirstOrThrow();
  const newRow = await buyers()
    .where((eb) => eb.not(eb.exists(earlier())))
    .select(sql<number>`count(distinct b.email)`.as('n'))
    .executeTakeFirstOrThrow();
  const customers = n(summaryRow.customers);
  const newCustomers = n(newRow.n);
  let rows: CustomerReportRow[] = [];
  let cohorts: CohortRow[] = [];
  if (view === 'top') {
    const top = await buyers()
      .select([
        'b.email as key',
        sql<string>`max(b.full_name)`.as('label'),
        sql<number>`sum(b.orders)`.as('orders'),
        sql<number>`sum(b.revenue)`.as('revenue'),
      ])
      .groupBy('b.email')
      .orderBy(sql`4`, 'desc')
      .orderBy(sql`3`, 'desc')
      .orderBy('b.email')
      .limit(100)
      .execute();
    rows = top.map((x) => ({ key: x.key, label: x.label, customers: 1, orders: n(x.orders), revenue: n(x.revenue) }));
  } else if (view === 'province') {
    const byProvince = await buyers()
      .select([
        'b.province_code as key',
        sql<string>`max(b.province_name)`.as('label'),
        sql<number>`count(distinct b.email)`.as('customers'),
        sql<number>`sum(b.orders)`.as('orders'),
        sql<number>`sum(b.revenue)`.as('revenue'),
      ])
      .groupBy('b.province_code')
      .execute();
    rows = byProvince
      .map((x) => ({ key: x.key, label: x.label ?? '', customers: n(x.customers), orders: n(x.orders), revenue: n(x.revenue) }))
      .sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key));
  } else {
    const months = await buyers()
      .where((eb) => eb.not(eb.exists(earlier())))
      .select(['b.email', sql<string>`substr(b.day, 1, 7)`.as('month')])
      .groupBy(['b.email', sql`2`])
      .execute();
    cohorts = cohortRows(months, r);
  }
  return {
    from: r.from,
    to: r.to,
    view,
    summary: {
      customers,
      newCustomers,
      returningCustomers: customers - newCustomers,
      orders: n(summaryRow.orders),
      revenue: n(summaryRow.revenue),
    },
    rows,
    cohorts,
  };
}

async function closedThrough(db: Kysely<Database>): Promise<string> {
  const st = await db.selectFrom('report_rollup_state').select('closed_through').where('name', '=', 'sales').executeTakeFirst();
  return st?.closed_through ?? '';
}

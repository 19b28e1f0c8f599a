import type { CohortRow, CustomerReportRow, CustomersReport, CustomerView } from '@sen/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { addDays, dayExpr, type Range, rangeOf, shopDay } from './range';
import { splitAt, syncRollups } from './rollup';
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
    cohorts = await cohortsOf(db, dialect, cohortRange(r));
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
 * Cohorts are whole months (decision 0332): the months of the range, from the first of its first
 * month to the end of its last month or today, whichever comes first.
 */
export function cohortRange(r: Range): Range {
  const [y, m] = r.to.split('-').map(Number) as [number, number];
  const monthEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const today = shopDay();
  return rangeOf({ from: `${r.from.slice(0, 7)}-01`, to: monthEnd < today ? monthEnd : today });
}

/**
 * Cohorts from the cells kept by the roll-up (first-paid month × month, closed days) plus the live
 * days' buyers: one without a summary is new in the month of their first live day; one with a
 * summary adds the live months they had not paid in yet.
 */
async function rolledCohorts(db: Kysely<Database>, dialect: string, r: Range, closed: string): Promise<CohortRow[]> {
  const first = r.from.slice(0, 7);
  const last = r.to.slice(0, 7);
  const cells = new Map<string, number>();
  const bump = (cohort: string, month: string, by = 1) => {
    if (cohort < first || cohort > last || month > last) return;
    const k = `${cohort} ${month}`;
    cells.set(k, (cells.get(k) ?? 0) + by);
  };
  const { past, live } = splitAt(closed, r);
  if (past)
    for (const c of await db
      .selectFrom('report_cohort_month')
      .select(['cohort', 'month', 'buyers'])
      .where('cohort', '>=', first)
      .where('cohort', '<=', last)
      .where('month', '<=', last)
      .execute())
      bump(c.cohort, c.month, n(c.buyers));
  if (live) {
    const rows = await paidIn(db, live)
      .select(['o.email', sql<string>`substr(${dayExpr(dialect, 'o.paid_at')}, 1, 7)`.as('month')])
      .groupBy(['o.email', sql`2`])
      .execute();
    const emails = [...new Set(rows.map((x) => x.email))];
    const firstDay = new Map<string, string>();
    const had = new Set<string>();
    for (let i = 0; i < emails.length; i += 500) {
      const chunk = emails.slice(i, i + 500);
      for (const b of await db.selectFrom('report_buyer').select(['email', 'first_day']).where('email', 'in', chunk).execute())
        firstDay.set(b.email, b.first_day);
      for (const b of await db.selectFrom('report_buyer_month').select(['email', 'month']).where('email', 'in', chunk).execute())
        had.add(`${b.email} ${b.month}`);
    }
    const liveFirst = new Map<string, string>();
    for (const x of rows)
      if (!firstDay.has(x.email) && (liveFirst.get(x.email) ?? '9999') > x.month) liveFirst.set(x.email, x.month);
    for (const x of rows) {
      const cohort = firstDay.get(x.email)?.slice(0, 7) ?? liveFirst.get(x.email)!;
      if (!had.has(`${x.email} ${x.month}`)) bump(cohort, x.month);
    }
  }
  const out = new Map<string, CohortRow>();
  const span = monthsBetween(first, last);
  for (const [k, count] of [...cells].sort()) {
    const [cohort, month] = k.split(' ') as [string, string];
    if (month === cohort) {
      if (count > 0)
        out.set(cohort, {
          cohort,
          customers: count,
          months: Array.from({ length: span - monthsBetween(first, cohort) }, () => 0),
        });
    } else {
      const c = out.get(cohort);
      const i = monthsBetween(cohort, month) - 1;
      if (c && i >= 0) c.months[i] = count;
    }
  }
  return [...out.values()];
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
  const closed = await syncRollups(db, dialect, { maxNewDays: 3 });
  const { past, live } = splitAt(closed, r);
  // "Paid before the range" reads the closed days: they must reach the day before it.
  if (!past && live && closed < addDays(r.from, -1)) return customersReportDirect(db, dialect, r, view);
  const buyers = () => buyersOf(db, dialect, past, live);
  const summaryRow = await buyers()
    .select([
      sql<number>`count(distinct b.email)`.as('customers'),
      sql<number>`sum(b.orders)`.as('orders'),
      sql<number>`sum(b.revenue)`.as('revenue'),
    ])
    .executeTakeFirstOrThrow();
  // New: first paid day in the range — closed days from the buyer summaries, live days' buyers
  // that have none (decision 0332).
  let newCustomers = 0;
  if (past)
    newCustomers += n(
      (
        await db
          .selectFrom('report_buyer')
          .select(sql<number>`count(*)`.as('n'))
          .where('first_day', '>=', past.from)
          .where('first_day', '<=', past.to)
          .executeTakeFirstOrThrow()
      ).n,
    );
  if (live)
    newCustomers += n(
      (
        await paidIn(db, live)
          .where((eb) =>
            eb.not(eb.exists(eb.selectFrom('report_buyer as e').select(sql`1`.as('x')).where(sql<boolean>`e.email = o.email`))),
          )
          .select(sql<number>`count(distinct o.email)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const customers = n(summaryRow.customers);
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
    cohorts = await rolledCohorts(db, dialect, cohortRange(r), closed);
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

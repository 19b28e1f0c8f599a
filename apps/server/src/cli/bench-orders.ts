import { adminOrderListQuerySchema } from '@sen/core';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { createDb, pgSchema } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { adminOrderList } from '../modules/orders/admin-queries';
import { foldStatusDeltas } from '../modules/orders/status-counts';
import { GENERATED_ORDER_DOMAIN } from '../modules/seed/large-orders';

/**
 * npm run bench:orders -w @sen/server [-- --runs 200]
 * The admin order list's queries (page of 20 with the tab counts) on the configured database:
 * a status tab, a search by phone, a date range. Prints p50/p95 per case (issue 13: p95 < 100 ms
 * on 1,000,000 orders — seed them with `npm run db:seed -- --orders 1000000`).
 */
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 200;

const config = loadConfig();
const conn = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(conn.db, await pgSchema(conn));
  // What the app's background job does every 10 s: after a large seed there is a lot to fold.
  await foldStatusDeltas(conn.db, conn.dialect);
  const n = Number(
    (
      await conn.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const phones = (
    await conn.db
      .selectFrom('orders')
      .select('phone')
      .where('email', 'like', `%@${GENERATED_ORDER_DOMAIN}`)
      .limit(5_000)
      .execute()
  ).map((r) => r.phone);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const now = Date.now();
  const rand = (max: number) => Math.floor(Math.random() * max);
  const STATUSES = ['pending', 'processing', 'completed', 'cancelled', 'shipped'];
  // The machine is shared: a trivial query in the same run says how loaded it is.
  const baseline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await sql`select 1`.execute(conn.db);
    baseline.push(performance.now() - t);
  }
  baseline.sort((a, b) => a - b);
  const cases: Record<string, () => Record<string, string>> = {
    'all orders, page 1': () => ({}),
    'status tab': () => ({ status: STATUSES[rand(STATUSES.length)]! }),
    'status tab, page 50': () => ({ status: STATUSES[rand(STATUSES.length)]!, page: '50' }),
    'search by phone': () => ({ q: phones[rand(phones.length)] ?? '0900000000' }),
    'date range (7 days)': () => {
      const from = now - rand(700) * 86_400_000;
      return { from: day(from), to: day(from + 6 * 86_400_000) };
    },
    'date range (30 days) + tab': () => {
      const from = now - rand(700) * 86_400_000;
      return { from: day(from), to: day(from + 29 * 86_400_000), status: 'completed' };
    },
  };
  console.log(`${conn.dialect}: ${n.toLocaleString('en')} orders, ${RUNS} runs per case (limit 20, with tab counts)`);
  console.log('case'.padEnd(30), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
  const pct = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))]!.toFixed(1);
  console.log(
    'baseline: select 1'.padEnd(30),
    pct(baseline, 0.5).padStart(8),
    pct(baseline, 0.95).padStart(8),
    pct(baseline, 1).padStart(8),
  );
  for (const [name, make] of Object.entries(cases)) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const query = adminOrderListQuerySchema.parse({ limit: '20', ...make() });
      const t = performance.now();
      await adminOrderList(conn.db, query);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(name.padEnd(30), at(0.5).padStart(8), at(0.95).padStart(8), at(1).padStart(8));
  }
} finally {
  await conn.close();
}

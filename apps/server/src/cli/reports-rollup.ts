import { loadConfig } from '../config';
import { createDb, pgSchema } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { rebuildRollups, syncRollups } from '../modules/reports/rollup';

/**
 * npm run reports:rollup [-- --rebuild]
 * Brings the daily report roll-ups up to date (decision 0330), or with --rebuild drops them and
 * builds them again from the orders. The app keeps them current on its own; this is for a first
 * build on a large book before opening the reports, or after editing orders by hand in SQL.
 */
const config = loadConfig();
const conn = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(conn.db, await pgSchema(conn));
  const t = performance.now();
  const closed = process.argv.includes('--rebuild')
    ? await rebuildRollups(conn.db, conn.dialect)
    : await syncRollups(conn.db, conn.dialect, { marginMs: 5 * 60_000 });
  console.log(
    `Report roll-ups on ${conn.dialect} closed through ${closed || '(no orders)'} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
} finally {
  await conn.close();
}

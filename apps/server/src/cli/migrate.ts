import { loadConfig } from '../config';
import { createDb, pgSchema } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { withStartupLock } from '../db/startup';

const config = loadConfig();
const conn = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  // The same lock as a starting server's, so `npm run db:migrate` never races an instance.
  const applied = await withStartupLock(conn, config.dataDir, async () => migrateToLatest(conn.db, await pgSchema(conn)));
  console.log(applied.length ? `Applied on ${conn.dialect}: ${applied.join(', ')}` : `Database (${conn.dialect}) is up to date`);
} catch (err) {
  console.error('Migration failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await conn.close();
}

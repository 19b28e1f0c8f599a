import { loadConfig } from '../config';
import { createDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

const config = loadConfig();
const { db, dialect, schema, close } = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrateToLatest(db, schema);
  console.log(applied.length ? `Applied on ${dialect}: ${applied.join(', ')}` : `Database (${dialect}) is up to date`);
} catch (err) {
  console.error('Migration failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await close();
}

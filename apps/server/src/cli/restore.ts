import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreSqlite } from '../db/backup';

/**
 * npm run restore -- data/backups/sen-….sqlite
 *
 * Stop the server first (or restart it right after): the restore itself is safe with the server
 * running, but its caches would keep answering the replaced data. The current database is kept
 * as data/sen.before-restore-<time>.sqlite. On PostgreSQL use pg_restore (README "Backups").
 */
const { positionals } = parseArgs({ allowPositionals: true, strict: true });
const config = loadConfig();
if (config.databaseUrl?.startsWith('postgres')) {
  console.error(
    'DATABASE_URL is PostgreSQL: restore with pg_restore --clean --if-exists -d "$DATABASE_URL" sen.dump (see README, Backups).',
  );
  process.exit(1);
}
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exit(1);
}
try {
  const live = path.join(config.dataDir, 'sen.sqlite');
  const r = await restoreSqlite(path.resolve(positionals[0]!), live);
  console.log(
    `Restored ${live} from ${positionals[0]} (${r.migrations} migrations applied in it; the server applies newer ones on start).`,
  );
  if (r.saved) console.log(`The database before the restore is kept as ${r.saved}.`);
} catch (err) {
  console.error('Restore failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
}

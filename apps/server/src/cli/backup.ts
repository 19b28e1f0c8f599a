import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backupSqlite, defaultBackupFile } from '../db/backup';

/**
 * npm run backup                       SQLite: a consistent copy of data/sen.sqlite in data/backups/, while the shop serves
 * npm run backup -- --out /path/x.sqlite
 *
 * On PostgreSQL use pg_dump (README "Backups"): the database server makes the consistent snapshot.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
const config = loadConfig();
if (config.databaseUrl?.startsWith('postgres')) {
  console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump -Fc "$DATABASE_URL" -f sen.dump (see README, Backups).');
  process.exit(1);
}
try {
  const r = await backupSqlite(
    path.join(config.dataDir, 'sen.sqlite'),
    path.resolve(values.out ?? defaultBackupFile(config.dataDir)),
  );
  console.log(`Backup written: ${r.file} (${(r.bytes / 1024 / 1024).toFixed(1)} MB, ${r.pages} pages, ${r.ms} ms).`);
  if (config.s3) console.log('Files are in the S3 bucket: back it up with the store’s own versioning or replication.');
  else console.log(`Uploaded files are not in it: copy ${path.join(config.dataDir, 'uploads')} as well (rsync, tar).`);
} catch (err) {
  console.error('Backup failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
}

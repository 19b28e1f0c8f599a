import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * SQLite backup and restore with SQLite's online backup API (decision 0192), through
 * better-sqlite3. The copy is made in one backup step, inside one read transaction of its own
 * connection: in WAL mode the serving app keeps reading and writing meanwhile, and the file is one
 * consistent state of the database — never a torn copy of a file being written, as `cp` of a WAL
 * database can be. (Copying in several steps would restart at every write another connection
 * commits in between, and never finish on a busy shop.)
 */

export interface BackupResult {
  file: string;
  bytes: number;
  pages: number;
  ms: number;
}

/** Every remaining page in one step (SQLite's maximum). */
const ALL_PAGES = 0x7fffffff;

/** `data/backups/sen-2026-11-24T00-41-07Z.sqlite` */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return path.join(dataDir, 'backups', `sen-${stamp}.sqlite`);
}

/** Checks a database file: SQLite's integrity check passes and it holds Sen's migration table. */
export function checkDatabaseFile(file: string): { migrations: number } {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} fails the integrity check: ${String(result)}`);
    const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!table) throw new Error(`${file} is not a Sen database (no migration table)`);
    const { n } = db.prepare('select count(*) as n from kysely_migration').get() as { n: number };
    return { migrations: n };
  } finally {
    db.close();
  }
}

/** Copies the live database `source` to `target` (a new file) while it may be in use. */
export async function backupSqlite(source: string, target: string): Promise<BackupResult> {
  if (!fs.existsSync(source)) throw new Error(`${source} does not exist`);
  if (fs.existsSync(target)) throw new Error(`${target} exists already`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const started = performance.now();
  const db = new SQLite(source, { fileMustExist: true });
  let pages = 0;
  try {
    db.pragma('busy_timeout = 5000');
    const done = await db.backup(target, {
      progress: ({ totalPages }) => {
        pages = totalPages;
        return ALL_PAGES;
      },
    });
    pages = done.totalPages;
  } catch (error) {
    fs.rmSync(target, { force: true });
    throw error;
  } finally {
    db.close();
  }
  // The copy is a plain database file: no -wal next to it, readable on its own.
  const copy = new SQLite(target);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  checkDatabaseFile(target);
  return { file: target, bytes: fs.statSync(target).size, pages, ms: Math.round(performance.now() - started) };
}

/**
 * Replaces the contents of the database `live` with the backup `from`, through the backup API
 * (from the backup into the live file, under SQLite's locks: a connection open on it sees the old
 * or the new database, never a mix). The current database is first saved next to it as
 * `<name>.before-restore-<time>.sqlite`. Restart the server afterwards: its caches hold the old data.
 */
export async function restoreSqlite(from: string, live: string): Promise<{ saved: string | null; migrations: number }> {
  const { migrations } = checkDatabaseFile(from);
  let saved: string | null = null;
  if (fs.existsSync(live)) {
    saved = `${live.replace(/\.sqlite$/, '')}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}.sqlite`;
    await backupSqlite(live, saved);
  }
  const source = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    await source.backup(live, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const db = new SQLite(live);
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
  checkDatabaseFile(live);
  return { saved, migrations };
}

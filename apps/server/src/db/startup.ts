import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, pgSchema } from './connection';

/** How long an instance waits for another one's migrate+seed before giving up. */
const WAIT_MS = 10 * 60_000;
const POLL_MS = 100;

/**
 * Runs `work` (migrate, then seed an empty database) while holding a database-wide lock, so
 * instances starting together take turns: the second finds the schema migrated and the demo
 * data there instead of inserting it again (a duplicate key). PostgreSQL: a session advisory
 * lock keyed by the schema, held on one pooled connection and released when it ends, even if
 * the process dies. SQLite: a lock file created exclusively next to the database, holding the
 * owner's pid; a file left by a process that no longer runs is taken over.
 */
export async function withStartupLock<T>(conn: Db, dataDir: string, work: () => Promise<T>): Promise<T> {
  if (conn.dialect === 'postgres') {
    const key = `sen:startup:${await pgSchema(conn)}`;
    return conn.db.connection().execute(async (session) => {
      await sql`select pg_advisory_lock(hashtext(${key}))`.execute(session);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(session);
      }
    });
  }
  const file = path.join(dataDir, 'sen.startup.lock');
  await fs.mkdir(dataDir, { recursive: true });
  await acquireLockFile(file);
  try {
    return await work();
  } finally {
    await fs.rm(file, { force: true });
  }
}

async function acquireLockFile(file: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await fs.writeFile(file, String(process.pid), { flag: 'wx' });
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = Number(await fs.readFile(file, 'utf8').catch(() => ''));
    if (owner && !isRunning(owner)) {
      // Its owner died mid-start: whoever removes it first retries the exclusive create.
      await fs.rm(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`another instance holds ${file}; remove it if none is starting`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

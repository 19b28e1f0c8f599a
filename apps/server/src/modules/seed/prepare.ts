import { type Db, pgSchema } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { withStartupLock } from '../../db/startup';
import type { Storage } from '../../lib/storage';
import { isDatabaseEmpty } from './empty';

export interface PrepareOptions {
  dataDir: string;
  seedOnEmpty: boolean;
  /** Write the demo pictures (default true). */
  images?: boolean;
  /** Where the demo pictures go (default: the data folder's uploads). */
  storage?: Storage;
  log?: (msg: string) => void;
  /** Called before seeding an empty database; throwing stops the start (see exposure.ts). */
  beforeSeed?: () => void;
}

/**
 * Start-up work on the database: migrate, and seed the demo data when it is empty, under the
 * startup lock (several instances may start together on one database).
 */
export async function prepareDatabase(conn: Db, opts: PrepareOptions): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => {});
  return withStartupLock(conn, opts.dataDir, async () => {
    await migrateToLatest(conn.db, await pgSchema(conn));
    if (!opts.seedOnEmpty || !(await isDatabaseEmpty(conn.db))) return { seeded: false };
    opts.beforeSeed?.();
    log('Empty database: seeding demo data…');
    // Imported here (decision 0388): its code and data are needed once, on the first start.
    const { seedDemo } = await import('./index');
    await seedDemo(conn.db, { dataDir: opts.dataDir, images: opts.images, storage: opts.storage, log });
    return { seeded: true };
  });
}

import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/connection';
import { createRedis } from './lib/redis';
import { closeInOrder } from './lib/shutdown';
import { createStorage } from './lib/storage';
import {
  accountsWithDemoPassword,
  DemoPasswordExposedError,
  EXPOSED_SEED_MESSAGE,
  exposedAccountsMessage,
  exposedInProduction,
} from './modules/seed/exposure';
import { prepareDatabase } from './modules/seed/prepare';

/**
 * Starts the shop: migrate, seed demo data on the first start of an empty
 * database, then serve API, pages and assets on one port.
 */
async function main() {
  const config = loadConfig();
  // `npm run worker`: runs queued and periodic jobs, serves no HTTP (decision 0193).
  const workerOnly = process.argv.includes('--worker');
  if (workerOnly && !config.redisUrl) {
    throw new WorkerNeedsRedisError();
  }
  const conn = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, backgroundCheckpoints: true });
  const { db, dialect, close } = conn;
  const redis = config.redisUrl ? createRedis(config.redisUrl) : null;
  const storage = await createStorage(config);

  // Decision 0081: a production server on a public address never offers the published demo passwords.
  const exposed = exposedInProduction(config);
  await prepareDatabase(conn, {
    dataDir: config.dataDir,
    seedOnEmpty: config.seedOnEmpty,
    storage,
    log: (m) => console.log(m),
    beforeSeed: () => {
      if (exposed) throw new DemoPasswordExposedError(EXPOSED_SEED_MESSAGE);
    },
  });
  if (exposed) {
    const demo = await accountsWithDemoPassword(db);
    if (demo.length) throw new DemoPasswordExposedError(exposedAccountsMessage(demo));
  }

  const app = await buildApp({
    config: workerOnly ? { ...config, jobsWorker: true } : config,
    db,
    dialect,
    redis,
    storage,
    web: !workerOnly,
    worker: workerOnly,
  });

  // SIGTERM/SIGINT: stop accepting, let in-flight requests and background tasks finish, then
  // close the database (decision 0106). Past 20 s something is stuck: close-with-grace then exits with code 1.
  closeWithGrace({ delay: 20_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down');
    else app.log.warn({ signal }, 'shutting down');
    const started = Date.now();
    await closeInOrder(app, async () => {
      await close();
      if (redis) await redis.quit();
    });
    app.log.warn({ ms: Date.now() - started }, 'closed');
  });

  if (workerOnly) {
    await app.ready();
    console.log(`Sen worker is running jobs (database: ${dialect}, redis)`);
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Sen is serving ${config.publicUrl} (database: ${dialect}${redis ? ', redis' : ''}${storage.kind === 's3' ? ', files in S3' : ''})`,
  );
}

class WorkerNeedsRedisError extends Error {
  constructor() {
    super('npm run worker needs REDIS_URL: without Redis every instance runs its own jobs, and there is no queue to share.');
  }
}

main().catch((err) => {
  console.error(err instanceof DemoPasswordExposedError || err instanceof WorkerNeedsRedisError ? err.message : err);
  process.exit(1);
});

import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createRedis } from './lib/redis';
import { isDatabaseEmpty, seedDemo } from './modules/seed';

/**
 * Starts the shop: migrate, seed demo data on the first start of an empty
 * database, then serve API, pages and assets on one port.
 */
async function main() {
  const config = loadConfig();
  const { db, dialect, schema, close } = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const redis = config.redisUrl ? createRedis(config.redisUrl) : null;

  await migrateToLatest(db, schema);
  if (config.seedOnEmpty && (await isDatabaseEmpty(db))) {
    console.log('Empty database: seeding demo data…');
    await seedDemo(db, { dataDir: config.dataDir, log: (m) => console.log(m) });
  }

  const app = await buildApp({ config, db, dialect, redis });
  app.addHook('onClose', async () => {
    await close();
    if (redis) await redis.quit();
  });

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database.
  // Past 20 s something is stuck: close-with-grace then exits with code 1.
  closeWithGrace({ delay: 20_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down');
    else app.log.warn({ signal }, 'shutting down');
    const started = Date.now();
    await app.close();
    app.log.warn({ ms: Date.now() - started }, 'closed');
  });

  await app.listen({ port: config.port, host: config.host });
  console.log(`Sen is serving ${config.publicUrl} (database: ${dialect}${redis ? ', redis' : ''})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

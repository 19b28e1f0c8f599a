/* A harness with gateways configured, and the simulator (imported by *.test.ts only). */
import { createTestDb, type TestDialect, testConfig } from '../../../test/helpers';
import { buildApp } from '../../app';
import { type Harness, seedPlaces } from '../auth/testing';
import { seedCommerce } from '../seed/commerce';
import type { PaymentsConfig } from './config';

export * from './simulator';

/** A migrated, seeded database and an app whose gateways are `payments`. */
export async function paymentsHarness(dialect: TestDialect, payments: PaymentsConfig): Promise<Harness> {
  const testDb = await createTestDb(dialect);
  const app = await buildApp({
    config: { ...testConfig(testDb), payments },
    db: testDb.db,
    dialect: testDb.dialect,
    web: false,
    orderRateLimit: { max: 100_000, windowMs: 60_000 },
  });
  await app.ready();
  const h: Harness = {
    testDb,
    app,
    redis: null,
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
  await seedPlaces(app);
  await seedCommerce(app.db, new Date().toISOString());
  return h;
}

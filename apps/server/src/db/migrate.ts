import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_init';
import * as m0002auth from './migrations/0002_auth';
import * as m0003storefront from './migrations/0003_storefront';
import type { Database } from './schema';

/** Migrations are imported statically so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_auth': m0002auth,
  '0003_storefront': m0003storefront,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Unordered: migrations written in parallel branches may land in any order on a dev database.
  const migrator = new Migrator({ db, provider: new StaticProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

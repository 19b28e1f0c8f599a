import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** True when there are no products and no users: a fresh install that wants the demo data. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (product) return false;
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !user;
}

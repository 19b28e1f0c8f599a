import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The settings row of the seller area's shop-wide switches (issue 18). */
export const SELLER_SETTINGS_KEY = 'sellers';

export interface SellerSettings {
  /** A seller's new product waits as a draft until the shop approves it (default on). */
  reviewProducts: boolean;
}

export const DEFAULT_SELLER_SETTINGS: SellerSettings = { reviewProducts: true };

export async function readSellerSettings(db: Db): Promise<SellerSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SELLER_SETTINGS_KEY).executeTakeFirst();
  if (!row) return DEFAULT_SELLER_SETTINGS;
  try {
    const v = JSON.parse(row.value) as Partial<SellerSettings>;
    return { reviewProducts: typeof v.reviewProducts === 'boolean' ? v.reviewProducts : true };
  } catch {
    return DEFAULT_SELLER_SETTINGS;
  }
}

export async function writeSellerSettings(db: Db, s: SellerSettings): Promise<void> {
  const value = JSON.stringify(s);
  await db
    .insertInto('settings')
    .values({ key: SELLER_SETTINGS_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

import { foldText } from '@sen/core/text';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Rows refolded per statement, and statements per search at most (a cold start catches up over a few searches). */
const BATCH = 1000;
const MAX_BATCHES = 20;

/** What the staff search matches: name both ways round, e-mail, username and phone (digits only too). */
export function foldAccount(u: {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  phone: string;
}): string {
  const digits = u.phone.replace(/\D/g, '');
  return foldText([u.last_name, u.first_name, u.first_name, u.email, u.username, u.phone, digits].join(' '));
}

/**
 * Brings `customer_search` up to date for accounts created or changed since it was last made:
 * every write to an account sets its `updated_at`, so a row whose `source_updated_at` differs (or
 * is missing) is refolded. Run before a search, so no other module has to know about the copy
 * (decision 0220).
 */
export async function refreshCustomerSearch(db: Kysely<Database>): Promise<number> {
  let done = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const stale = await db
      .selectFrom('users as u')
      .leftJoin('customer_search as cs', 'cs.user_id', 'u.id')
      .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.username', 'u.phone', 'u.updated_at'])
      .where((eb) => eb.or([eb('cs.user_id', 'is', null), eb('cs.source_updated_at', '!=', eb.ref('u.updated_at'))]))
      .limit(BATCH)
      .execute();
    if (stale.length === 0) break;
    await db
      .insertInto('customer_search')
      .values(stale.map((u) => ({ user_id: u.id, folded: foldAccount(u), source_updated_at: u.updated_at })))
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          folded: eb.ref('excluded.folded'),
          source_updated_at: eb.ref('excluded.source_updated_at'),
        })),
      )
      .execute();
    done += stale.length;
    if (stale.length < BATCH) break;
  }
  return done;
}

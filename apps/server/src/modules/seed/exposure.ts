import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { verifyPassword } from '../auth/passwords';
import { DEMO_PASSWORD } from './demo-password';

/** Demo accounts are the seed's `…@sen.local` addresses (staff roles and review authors). */
const DEMO_DOMAIN = '@sen.local';

export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h) || h === '::ffff:127.0.0.1';
}

/** Production reachable from other machines: the published demo passwords must not work there. */
export function exposedInProduction(config: Pick<Config, 'env' | 'host'>): boolean {
  return config.env === 'production' && !isLoopback(config.host);
}

/** The demo accounts whose password is still the published DEMO_PASSWORD. */
export async function accountsWithDemoPassword(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('email', 'like', `%${DEMO_DOMAIN}`)
    .execute();
  const checked = await Promise.all(
    rows.map(async (r) => ((await verifyPassword(r.password_hash, DEMO_PASSWORD)) ? r.email : null)),
  );
  return checked.filter((e): e is string => e !== null);
}

export class DemoPasswordExposedError extends Error {}

export const EXPOSED_SEED_MESSAGE =
  'Refusing to seed the demo shop, whose passwords are published in the README, on a production server ' +
  'listening on a public address (HOST). Start it with HOST=127.0.0.1, or SEED_ON_EMPTY=false for an empty shop.';

export function exposedAccountsMessage(emails: string[]): string {
  return (
    `Refusing to serve on a public address (HOST) in production while demo accounts still have the published ` +
    `demo password: ${emails.join(', ')}. Change their passwords (or remove them) with the server on ` +
    `HOST=127.0.0.1 first.`
  );
}

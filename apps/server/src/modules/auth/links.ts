import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { randomToken, sha256 } from './tokens';

/** Single-use links sent by mail. Only the SHA-256 of the token is stored. */
export const RESET_TTL_MINUTES = 30;
export const VERIFY_TTL_HOURS = 24;

export type LinkPurpose = 'reset' | 'verify';

/** A new link for the user; any earlier unused link of the same purpose stops working. */
export async function issueLink(
  db: Kysely<Database>,
  input: { userId: string; email: string; purpose: LinkPurpose; ttlMs: number },
): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('auth_tokens')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', input.userId)
      .where('purpose', '=', input.purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('auth_tokens')
      .values({
        token_hash: sha256(token),
        user_id: input.userId,
        purpose: input.purpose,
        email: input.email,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + input.ttlMs).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return token;
}

export type ConsumeResult =
  | { ok: true; userId: string; email: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'used'; userId?: string };

/** Uses a link once: the conditional update makes two simultaneous uses succeed only once. */
export async function consumeLink(db: Kysely<Database>, token: string, purpose: LinkPurpose): Promise<ConsumeResult> {
  const hash = sha256(token);
  const row = await db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.used_at) return { ok: false, reason: 'used', userId: row.user_id };
  const now = new Date().toISOString();
  if (row.expires_at <= now) return { ok: false, reason: 'expired', userId: row.user_id };
  const res = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return { ok: false, reason: 'used', userId: row.user_id };
  return { ok: true, userId: row.user_id, email: row.email };
}

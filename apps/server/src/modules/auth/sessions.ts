import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { randomToken, sha256 } from './tokens';

/** Sliding lifetimes: "remember me" keeps a device signed in for 30 days of inactivity, otherwise one day. */
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Two tabs that load at once may both present the same refresh token. Within this grace
 * (REFRESH_REUSE_GRACE_SECONDS, default 10) the second one gets its own successor instead
 * of being treated as a thief; later, a used token revokes its whole session.
 */
export function reuseGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  const s = Number(env.REFRESH_REUSE_GRACE_SECONDS ?? 10);
  return Number.isFinite(s) && s >= 0 ? s * 1000 : 10_000;
}

const ttl = (remember: boolean) => (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS);
const iso = (ms: number) => new Date(ms).toISOString();

export interface IssuedSession {
  sessionId: string;
  userId: string;
  refreshToken: string;
  remember: boolean;
}

export async function createSession(
  db: Kysely<Database>,
  input: { userId: string; remember: boolean; userAgent: string; ip: string },
): Promise<IssuedSession> {
  const now = Date.now();
  const sessionId = randomUUID();
  const refreshToken = randomToken();
  await db.transaction().execute(async (trx) => {
    // Housekeeping on sign-in: this user's long-dead sessions go, with their tokens (cascade).
    await trx
      .deleteFrom('auth_sessions')
      .where('user_id', '=', input.userId)
      .where('expires_at', '<', iso(now - SESSION_TTL_MS))
      .execute();
    await trx
      .insertInto('auth_sessions')
      .values({
        id: sessionId,
        user_id: input.userId,
        remember: input.remember ? 1 : 0,
        user_agent: input.userAgent.slice(0, 300),
        ip: input.ip,
        created_at: iso(now),
        last_used_at: iso(now),
        expires_at: iso(now + ttl(input.remember)),
        revoked_at: null,
        revoked_reason: null,
      })
      .execute();
    await trx
      .insertInto('auth_refresh_tokens')
      .values({ token_hash: sha256(refreshToken), session_id: sessionId, created_at: iso(now), used_at: null })
      .execute();
  });
  return { sessionId, userId: input.userId, refreshToken, remember: input.remember };
}

export type RotateResult =
  | { ok: true; session: IssuedSession }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Exchanges a refresh token for a new one of the same session (rotation with reuse detection). */
export async function rotateRefreshToken(db: Kysely<Database>, presented: string, graceMs: number): Promise<RotateResult> {
  const hash = sha256(presented);
  const row = await db
    .selectFrom('auth_refresh_tokens as t')
    .innerJoin('auth_sessions as s', 's.id', 't.session_id')
    .select(['t.session_id', 't.used_at', 's.user_id', 's.remember', 's.expires_at', 's.revoked_at'])
    .where('t.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at) return { ok: false, reason: 'revoked' };
  const now = Date.now();
  if (row.expires_at <= iso(now)) return { ok: false, reason: 'expired' };

  if (row.used_at === null) {
    const marked = await db
      .updateTable('auth_refresh_tokens')
      .set({ used_at: iso(now) })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    // Lost a race with a concurrent refresh of the same token: that is the grace case below.
    if (Number(marked.numUpdatedRows) !== 1) row.used_at = iso(now);
  }
  if (row.used_at !== null && now - Date.parse(row.used_at) > graceMs) {
    await revokeSession(db, row.session_id, 'refresh token reused');
    return { ok: false, reason: 'reused' };
  }

  const remember = row.remember === 1;
  const refreshToken = randomToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth_refresh_tokens')
      .values({ token_hash: sha256(refreshToken), session_id: row.session_id, created_at: iso(now), used_at: null })
      .execute();
    await trx
      .updateTable('auth_sessions')
      .set({ last_used_at: iso(now), expires_at: iso(now + ttl(remember)) })
      .where('id', '=', row.session_id)
      .execute();
  });
  return { ok: true, session: { sessionId: row.session_id, userId: row.user_id, refreshToken, remember } };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: new Date().toISOString(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Signs a user out everywhere (password reset, ban), optionally keeping the current device. */
export async function revokeUserSessions(db: Kysely<Database>, userId: string, reason: string, keep?: string): Promise<void> {
  let q = db
    .updateTable('auth_sessions')
    .set({ revoked_at: new Date().toISOString(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) q = q.where('id', '!=', keep);
  await q.execute();
}

/** The session id a refresh token belongs to (logout with an expired access token). */
export async function sessionOfRefreshToken(db: Kysely<Database>, presented: string): Promise<string | null> {
  const row = await db
    .selectFrom('auth_refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', sha256(presented))
    .executeTakeFirst();
  return row?.session_id ?? null;
}

import { isRole, type Role } from '@sen/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/http';
import { ACCESS_COOKIE } from '../auth/cookies';
import { verifyAccessToken } from '../auth/tokens';

export interface Caller {
  id: string;
  email: string;
  role: Role;
}

/**
 * The signed-in caller of a route open to guests too (checkout, promo check, order lookup), or
 * null. Same rules as the authentication plugin's guard (live session, active account, the
 * cookie copy of the token for GET only). These routes do not declare `auth: 'optional'`
 * because that contract promises an empty request succeeds, and an empty order must not.
 * A bearer token that is no longer valid answers 401 "Unauthorized", so the web client
 * refreshes it and retries (safe for orders: the retry carries the same Idempotency-Key) and
 * a signed-in buyer's order is never filed as a guest's. The GET-only cookie copy of the token
 * is lenient instead: an expired one reads as a guest.
 */
export async function optionalCaller(app: FastifyInstance, req: FastifyRequest): Promise<Caller | null> {
  const header = req.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
  const token = bearer ?? (req.method === 'GET' || req.method === 'HEAD' ? (req.cookies?.[ACCESS_COOKIE] ?? null) : null);
  if (!token) return null;
  const refuse = () => {
    if (bearer) throw new AppError(401, 'UNAUTHORIZED');
    return null;
  };
  const claims = await verifyAccessToken(app.auth.signingKey, token);
  if (!claims) return refuse();
  const row = await app.db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.email', 'u.role', 'u.status', 's.revoked_at'])
    .where('s.id', '=', claims.sid)
    .where('s.user_id', '=', claims.sub)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.status !== 'active') return refuse();
  return { id: row.id, email: row.email, role: isRole(row.role) ? row.role : 'customer' };
}

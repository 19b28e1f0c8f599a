import type { Role } from '@sen/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/http';
import { type AuthUser, resolveUser } from '../auth/plugin';

export interface Caller {
  id: string;
  email: string;
  role: Role;
}

/**
 * The signed-in caller of a route open to guests too (checkout, promo check, order lookup), or
 * null. The authentication plugin's `resolveUser` (live session, active account, the
 * cookie copy of the token for GET only). These routes do not declare `auth: 'optional'`
 * because that contract promises an empty request succeeds, and an empty order must not.
 * A bearer token that is no longer valid answers 401 "Unauthorized", so the web client
 * refreshes it and retries (safe for orders: the retry carries the same Idempotency-Key) and
 * a signed-in buyer's order is never filed as a guest's. The GET-only cookie copy of the token
 * is lenient instead: an expired one reads as a guest.
 */
export async function optionalCaller(app: FastifyInstance, req: FastifyRequest): Promise<Caller | null> {
  const user = await signedInUser(app, req);
  if (user) return { id: user.id, email: user.email, role: user.role };
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ') && header.slice(7).trim()) throw new AppError(401, 'UNAUTHORIZED');
  return null;
}

const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/**
 * The signed-in user of this request, looked up once: the order rate limit keys on it before
 * the handler runs, and the handler needs it again.
 */
export function signedInUser(app: FastifyInstance, req: FastifyRequest): Promise<AuthUser | null> {
  let user = resolved.get(req);
  if (!user) {
    user = resolveUser(app, req);
    resolved.set(req, user);
  }
  return user;
}

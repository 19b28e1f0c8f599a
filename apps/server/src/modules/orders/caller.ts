import type { Role } from '@sen/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/http';
import { resolveUser } from '../auth/plugin';

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
  const user = await resolveUser(app, req);
  if (user) return { id: user.id, email: user.email, role: user.role };
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ') && header.slice(7).trim()) throw new AppError(401, 'UNAUTHORIZED');
  return null;
}

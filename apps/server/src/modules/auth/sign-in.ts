import type { AuthResult } from '@sen/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UsersTable } from '../../db/schema';
import { AppError } from '../../lib/http';
import { issueAuthResult, REFRESH_COOKIE } from './cookies';
import { verifyPassword } from './passwords';
import { createSession, sessionOfRefreshToken } from './sessions';
import { findUserByLogin } from './users';

/** What a session records about the device that opened it. */
export const device = (req: FastifyRequest) => ({ userAgent: String(req.headers['user-agent'] ?? ''), ip: req.ip });

/**
 * Sign-in with an e-mail or username and a password, shared by /auth/login and the compatible
 * API's DangNhap: brute-force limits (decision 0011), the account's state, a new session and the
 * auth cookies (decision 0010).
 */
export async function signInWithPassword(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  input: { identifier: string; password: string; remember: boolean },
): Promise<{ user: UsersTable; auth: AuthResult; sessionId: string }> {
  const user = await findUserByLogin(app.db, input.identifier);
  // Failures count against the account when it exists (e-mail and username share it), else the name tried.
  const account = user?.id ?? input.identifier;
  const waitMs = await app.auth.limiter.blockedFor(account, req.ip, () =>
    user ? knownDevice(app, req, user.id) : Promise.resolve(false),
  );
  if (waitMs > 0) {
    reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
    throw new AppError(429, 'TOO_MANY_ATTEMPTS', { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) });
  }
  if (!(await verifyPassword(user?.password_hash, input.password)) || !user) {
    await app.auth.limiter.fail(account, req.ip);
    throw new AppError(401, 'INVALID_CREDENTIALS');
  }
  // Only someone who knows the password learns the account's state.
  if (user.status === 'banned') throw new AppError(403, 'ACCOUNT_LOCKED');
  if (user.status !== 'active') throw new AppError(403, 'ACCOUNT_DISABLED');
  await app.auth.limiter.succeed(account, req.ip);
  const now = new Date().toISOString();
  await app.db.updateTable('users').set({ last_login: now }).where('id', '=', user.id).execute();
  const session = await createSession(app.db, { userId: user.id, remember: input.remember, ...device(req) });
  const signedIn = { ...user, last_login: now };
  return { user: signedIn, auth: await issueAuthResult(app, reply, signedIn, session), sessionId: session.sessionId };
}

/**
 * Whether this device or address signed in to the account before (decision 0080): its refresh
 * cookie belongs to one of the account's sessions (even an ended one), or a session was opened
 * from this address. Such a visitor may still try while strangers hammer the account.
 */
async function knownDevice(app: FastifyInstance, req: FastifyRequest, userId: string): Promise<boolean> {
  const presented = req.cookies[REFRESH_COOKIE];
  const sessionId = presented ? await sessionOfRefreshToken(app.db, presented) : null;
  const q = app.db.selectFrom('auth_sessions').select('id').where('user_id', '=', userId);
  if (sessionId && (await q.where('id', '=', sessionId).executeTakeFirst())) return true;
  return Boolean(await q.where('ip', '=', req.ip).executeTakeFirst());
}

import type { AuthResult } from '@sen/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { UsersTable } from '../../db/schema';
import { REMEMBER_TTL_MS } from './sessions';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './tokens';
import { toUser } from './users';

/** The refresh token: httpOnly, sent only to the auth routes (decision 0010). */
export const REFRESH_COOKIE = 'sen_rt';
export const REFRESH_COOKIE_PATH = '/api/v1/auth';
/**
 * A copy of the short-lived access token for server rendering: page requests carry it so
 * signed-in pages render signed in. httpOnly, and accepted for GET/HEAD only, so a
 * cross-site form can never act with it.
 */
export const ACCESS_COOKIE = 'sen_at';

/** Secure in production (COOKIE_SECURE=false for a plain-http deployment), and whenever the site is https. */
export function cookieSecure(app: FastifyInstance): boolean {
  if (process.env.COOKIE_SECURE === 'false') return false;
  return app.config.env === 'production' || app.config.publicUrl.startsWith('https://');
}

export async function issueAuthResult(
  app: FastifyInstance,
  reply: FastifyReply,
  user: UsersTable,
  session: { sessionId: string; refreshToken: string; remember: boolean },
): Promise<AuthResult> {
  const accessToken = await signAccessToken(app.auth.signingKey, {
    sub: user.id,
    sid: session.sessionId,
    role: toUser(user).role,
  });
  const secure = cookieSecure(app);
  // Tokens must never sit in a shared or browser cache.
  reply.header('cache-control', 'no-store');
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    // Without "remember me" the cookie ends with the browser session.
    ...(session.remember ? { maxAge: REMEMBER_TTL_MS / 1000 } : {}),
  });
  reply.setCookie(ACCESS_COOKIE, accessToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  return { user: toUser(user), access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS };
}

export function clearAuthCookies(app: FastifyInstance, reply: FastifyReply): void {
  const secure = cookieSecure(app);
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(ACCESS_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

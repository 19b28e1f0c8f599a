import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieSecure } from '../auth/cookies';

/**
 * A guest's chat is theirs through a random cookie (decision 0231): only its hash is stored, so
 * the database never holds a key to someone's conversation. HttpOnly and SameSite=Lax: another
 * site cannot post into it.
 */
export const CHAT_COOKIE = 'sen_chat';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A year: a returning guest finds their conversation. */
const MAX_AGE = 365 * 24 * 3600;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The hash of the request's chat cookie, or null without a well-formed one. */
export function chatGuestHash(req: FastifyRequest): string | null {
  const token = req.cookies?.[CHAT_COOKIE];
  return token && TOKEN.test(token) ? hash(token) : null;
}

/** The caller's chat cookie hash, setting a new cookie when there is none. */
export function ensureChatGuest(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): string {
  const known = chatGuestHash(req);
  if (known) return known;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CHAT_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(app),
    maxAge: MAX_AGE,
  });
  return hash(token);
}

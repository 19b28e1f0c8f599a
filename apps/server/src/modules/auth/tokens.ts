import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@sen/core';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens are short-lived: a stolen one is useful for 15 minutes at most. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'sen';
const AUDIENCE = 'sen-api';

export interface AccessClaims {
  sub: string;
  /** The session (refresh-token family): revoking it kills its access tokens too. */
  sid: string;
  role: Role;
}

export function signAccessToken(key: Uint8Array, claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);
}

/** The claims of a valid token, or null for anything else (expired, forged, malformed). */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.role !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid, role: payload.role as Role };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}

/** An unguessable token for cookies and mailed links (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as SHA-256: a database leak does not leak usable tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

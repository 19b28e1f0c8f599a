import { can, isRole, type Permission, type Role } from '@sen/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../../lib/http';
import { shopKey } from '../../lib/redis';
import { noteRequestUser } from '../../lib/request-user';
import { ACCESS_COOKIE } from './cookies';
import { type CounterStore, memoryCounters, redisCounters } from './counters';
import { loadSigningKey } from './keys';
import { type LoginLimiter, loginLimiter } from './limiter';
import { reuseGraceMs } from './sessions';
import { verifyAccessToken } from './tokens';

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  sessionId: string;
}

export interface GuardedRoute {
  method: string;
  url: string;
  permission?: Permission;
  auth: 'required' | 'optional';
  /** An answer that never ends (Server-Sent Events): probed for its headers, not for a body. */
  stream?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      signingKey: Uint8Array;
      counters: CounterStore;
      limiter: LoginLimiter;
      refreshGraceMs: number;
      /** Every route that declared `auth` or `permission`, for the authorization test and docs. */
      guardedRoutes: GuardedRoute[];
    };
  }
  interface FastifyRequest {
    /** The signed-in caller on routes declaring `auth` or `permission`; null otherwise. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** The caller must be signed in ('required') or may be ('optional': `request.user` filled when a valid token comes). */
    auth?: 'required' | 'optional';
    /** The caller's role must hold this permission (implies auth 'required'). */
    permission?: Permission;
    /** The answer is a stream that stays open (Server-Sent Events). */
    stream?: boolean;
  }
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  // The cookie copy is for server-rendered pages: reading only, never a state change.
  if (req.method === 'GET' || req.method === 'HEAD') return req.cookies?.[ACCESS_COOKIE] ?? null;
  return null;
}

/** The caller behind a valid access token whose session is live and whose account is active. */
export async function resolveUser(app: FastifyInstance, req: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const claims = await verifyAccessToken(app.auth.signingKey, token);
  if (!claims) return null;
  const row = await app.db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.email', 'u.role', 'u.status', 's.revoked_at'])
    .where('s.id', '=', claims.sid)
    .where('s.user_id', '=', claims.sub)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.status !== 'active') return null;
  noteRequestUser(req, row.id);
  // The role is read from the database, so a changed role applies at once.
  return { id: row.id, email: row.email, role: isRole(row.role) ? row.role : 'customer', sessionId: claims.sid };
}

// The decoration lives on the /api/v1 scope; tests holding the root instance find it by the database.
const byDatabase = new WeakMap<object, FastifyInstance['auth']>();
export function authOf(db: object): FastifyInstance['auth'] {
  const auth = byDatabase.get(db);
  if (!auth) throw new Error('no authentication for this database');
  return auth;
}

/**
 * Authentication and authorization for the whole API: routes declare `config.auth` or
 * `config.permission` and this one hook enforces them. Not signed in → 401 "Unauthorized"
 * (the web client refreshes on exactly that); signed in without the permission → 403.
 * Registered without encapsulation and before the other modules, so it sees their routes.
 */
const authentication: FastifyPluginAsync = async (app) => {
  const counters = app.redis ? redisCounters(app.redis, shopKey('bf', app.redisNamespace)) : memoryCounters();
  app.decorate('auth', {
    signingKey: loadSigningKey(app.config.dataDir),
    counters,
    limiter: loginLimiter(counters),
    refreshGraceMs: reuseGraceMs(),
    guardedRoutes: [],
  });
  byDatabase.set(app.db, app.auth);
  // `req.user` is declared on the root (app.ts): this plugin runs in the /api/v1 scope, after its first route.

  const guard: onRequestHookHandler = async (req) => {
    const config = req.routeOptions.config;
    const user = await resolveUser(app, req);
    req.user = user;
    if (config.auth === 'optional' && !config.permission) return;
    if (!user) throw new AppError(401, 'UNAUTHORIZED');
    if (config.permission && !can(user.role, config.permission)) throw new AppError(403, 'FORBIDDEN');
  };

  app.addHook('onRoute', (route) => {
    const { auth, permission, stream } = route.config ?? {};
    if (!auth && !permission) return;
    const hooks = route.onRequest ? [route.onRequest].flat() : [];
    if (hooks.includes(guard)) return;
    route.onRequest = [...hooks, guard];
    if (route.method !== 'HEAD') {
      for (const method of [route.method].flat()) {
        app.auth.guardedRoutes.push({
          method,
          url: route.url,
          permission,
          auth: permission ? 'required' : (auth ?? 'required'),
          ...(stream ? { stream } : {}),
        });
      }
    }
  });
};

// Same effect as fastify-plugin: the hooks and decorations reach the sibling modules.
(authentication as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default authentication;

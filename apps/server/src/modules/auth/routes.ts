import { legacyRegisterSchema, loginSchema, registerSchema } from '@sen/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../lib/http';
import { clearAuthCookies, issueAuthResult, REFRESH_COOKIE } from './cookies';
import recovery from './recovery';
import { registerAccount } from './register';
import { createSession, revokeSession, rotateRefreshToken, sessionOfRefreshToken } from './sessions';
import { device, signInWithPassword } from './sign-in';
import { findUserById, splitFullName } from './users';

const auth: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  function sessionExpired(reply: FastifyReply): never {
    clearAuthCookies(app, reply);
    throw new AppError(401, 'SESSION_EXPIRED');
  }

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account, mail its verification link and sign in (201, like login)',
        body: registerSchema,
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const b = req.body;
      const names =
        b.firstName || b.lastName ? { firstName: b.firstName ?? '', lastName: b.lastName ?? '' } : splitFullName(b.name ?? '');
      const user = await registerAccount(
        app,
        { email: b.email, username: b.username ?? b.email, password: b.password, phone: b.phone, ...names },
        req.lang,
      );
      const session = await createSession(app.db, { userId: user.id, remember: false, ...device(req) });
      return reply.status(201).send(ok(await issueAuthResult(app, reply, user, session), 201));
    },
  );

  app.post(
    '/QuanLyNguoiDung/DangKy',
    {
      schema: {
        tags: ['auth'],
        summary: 'Compatible registration (taiKhoan, matKhau, hoTen, soDT, maNhom, email): same customer account, not signed in',
        body: legacyRegisterSchema,
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const b = req.body;
      const user = await registerAccount(
        app,
        { email: b.email, username: b.taiKhoan, password: b.matKhau, phone: b.soDT, ...splitFullName(b.hoTen) },
        req.lang,
      );
      const legacy = { taiKhoan: user.username, hoTen: b.hoTen, soDT: user.phone, maNhom: b.maNhom ?? 'GP01', email: user.email };
      // Bare JSON like the e-learning API it mirrors (docs/decisions/0050-elearning-compat.md).
      return reply.status(200).send(legacy);
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail or username; sets the refresh cookie (30 days with rememberMe)',
        body: loginSchema,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const { email: identifier, password, rememberMe } = req.body;
      const { auth } = await signInWithPassword(app, req, reply, { identifier, password, remember: rememberMe === true });
      return ok(auth);
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'New access token from the refresh cookie; the cookie rotates, a reused one ends the session',
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const presented = req.cookies[REFRESH_COOKIE];
      if (!presented) sessionExpired(reply);
      const result = await rotateRefreshToken(app.db, presented, app.auth.refreshGraceMs);
      if (!result.ok) {
        if (result.reason === 'reused') req.log.warn('refresh token reused: session revoked');
        sessionExpired(reply);
      }
      const user = await findUserById(app.db, result.session.userId);
      if (user?.status !== 'active') {
        await revokeSession(app.db, result.session.sessionId, 'account not active');
        sessionExpired(reply);
      }
      return ok(await issueAuthResult(app, reply, user, result.session));
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'Revoke this session and clear the cookies (works with an expired access token)' },
      config: { auth: 'optional', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const presented = req.cookies[REFRESH_COOKIE];
      const sessions = new Set<string>();
      if (req.user) sessions.add(req.user.sessionId);
      const fromCookie = presented ? await sessionOfRefreshToken(app.db, presented) : null;
      if (fromCookie) sessions.add(fromCookie);
      for (const id of sessions) await revokeSession(app.db, id, 'logout');
      clearAuthCookies(app, reply);
      return ok({ loggedOut: true });
    },
  );

  await app.register(recovery);
};

export default auth;

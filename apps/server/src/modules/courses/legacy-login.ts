import { can, type LegacySignedIn, legacyLoginSchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/http';
import { issueAuthResult } from '../auth/cookies';
import { verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { findUserByLogin } from '../auth/users';
import { canonicalKeys } from './compat';

/**
 * POST /QuanLyNguoiDung/DangNhap of the compatible API: the same sign-in as /auth/login (same
 * brute-force limits, decision 0011; same session and cookies, decision 0010), answered in that
 * API's bare shape. The access token lives 15 minutes like ours: such clients sign in again, or
 * refresh with the cookie.
 */
const legacyLogin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/QuanLyNguoiDung/DangNhap',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Compatible sign-in {taiKhoan (username or e-mail), matKhau} → {taiKhoan, email, soDT, maNhom, maLoaiNguoiDung, hoTen, accessToken}',
        body: legacyLoginSchema,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      preValidation: canonicalKeys(['taiKhoan', 'matKhau']),
    },
    async (req, reply) => {
      const { taiKhoan, matKhau } = req.body;
      const user = await findUserByLogin(app.db, taiKhoan);
      const account = user?.id ?? taiKhoan;
      const waitMs = await app.auth.limiter.blockedFor(account, req.ip);
      if (waitMs > 0) {
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) });
      }
      if (!(await verifyPassword(user?.password_hash, matKhau)) || !user) {
        await app.auth.limiter.fail(account, req.ip);
        throw new AppError(401, 'INVALID_CREDENTIALS');
      }
      if (user.status === 'banned') throw new AppError(403, 'ACCOUNT_LOCKED');
      if (user.status !== 'active') throw new AppError(403, 'ACCOUNT_DISABLED');
      await app.auth.limiter.succeed(account);
      const now = new Date().toISOString();
      await app.db.updateTable('users').set({ last_login: now }).where('id', '=', user.id).execute();
      const session = await createSession(app.db, {
        userId: user.id,
        remember: false,
        userAgent: String(req.headers['user-agent'] ?? ''),
        ip: req.ip,
      });
      const auth = await issueAuthResult(app, reply, { ...user, last_login: now }, session);
      const body: LegacySignedIn = {
        taiKhoan: user.username,
        email: user.email,
        soDT: user.phone,
        maNhom: 'GP01',
        // 'GV' (giáo vụ) is the original API's staff type; every staff role enters the admin area.
        maLoaiNguoiDung: can(user.role, 'admin.access') ? 'GV' : 'HV',
        hoTen: [user.last_name, user.first_name].filter(Boolean).join(' '),
        accessToken: auth.access_token,
      };
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
    },
  );
};

export default legacyLogin;

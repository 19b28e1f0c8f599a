import { can, type LegacySignedIn, legacyLoginSchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/http';
import { signInWithPassword } from '../auth/sign-in';
import { signAccessToken } from '../auth/tokens';
import { canonicalKeys } from './compat';

/**
 * POST /QuanLyNguoiDung/DangNhap of the compatible API: the same sign-in as /auth/login (same
 * brute-force limits, decision 0011; a session like "remember me", decision 0010), answered in
 * that API's bare shape. Its clients have no refresh, so the token lives LEGACY_TOKEN_TTL_SECONDS
 * (7 days, decision 0180); it stays tied to its session, so logout, a ban or a password change
 * ends it at once (auth/plugin.ts checks the session on every call).
 */
export const LEGACY_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

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
      const { user, auth, sessionId } = await signInWithPassword(app, req, reply, {
        identifier: taiKhoan,
        password: matKhau,
        // The session must outlive the token (sessions.ts drops expired ones).
        remember: true,
      });
      const accessToken = await signAccessToken(
        app.auth.signingKey,
        { sub: user.id, sid: sessionId, role: auth.user.role },
        LEGACY_TOKEN_TTL_SECONDS,
      );
      const body: LegacySignedIn = {
        taiKhoan: user.username,
        email: user.email,
        soDT: user.phone,
        maNhom: 'GP01',
        // 'GV' (giáo vụ) is the original API's staff type; every staff role enters the admin area.
        maLoaiNguoiDung: can(user.role, 'admin.access') ? 'GV' : 'HV',
        hoTen: [user.last_name, user.first_name].filter(Boolean).join(' '),
        accessToken,
      };
      return sendJson(reply, JSON.stringify(body));
    },
  );
};

export default legacyLogin;

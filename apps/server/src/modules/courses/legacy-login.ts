import { can, type LegacySignedIn, legacyLoginSchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/http';
import { signInWithPassword } from '../auth/sign-in';
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
      const { user, auth } = await signInWithPassword(app, req, reply, {
        identifier: taiKhoan,
        password: matKhau,
        remember: false,
      });
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
      return sendJson(reply, JSON.stringify(body));
    },
  );
};

export default legacyLogin;

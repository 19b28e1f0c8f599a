import { emailOnlySchema, resetPasswordSchema, tokenSchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../lib/http';
import { passwordChangedMail, resetPasswordMail } from '../mail/templates';
import { notify } from '../me/notify';
import { consumeLink, issueLink, RESET_TTL_MINUTES } from './links';
import { hashPassword } from './passwords';
import { sendVerification } from './register';
import { revokeUserSessions } from './sessions';
import { findUserByEmail, findUserById } from './users';

/** Mail requests per e-mail address per hour, known or not (so the limit reveals nothing). */
const MAILS_PER_ADDRESS = 3;
const HOUR_MS = 60 * 60 * 1000;
const tooMany = () => new AppError(429, 'FORGOT_PASSWORD_TOO_MANY');

/** Forgot and reset password, verify e-mail and resend: none of them tells whether an account exists. */
const recovery: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes', errorResponseBuilder: tooMany } });

  async function limitAddress(kind: string, email: string) {
    const { count } = await app.auth.counters.hit(`mail:${kind}:${email}`, HOUR_MS);
    if (count > MAILS_PER_ADDRESS) throw tooMany();
  }

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use reset link (30 min). Same answer whether or not the e-mail has an account',
        body: emailOnlySchema,
      },
      config: perIp(10),
    },
    async (req) => {
      const { email } = req.body;
      const lang = req.lang;
      await limitAddress('reset', email);
      // The lookup and the mail happen after the answer, so known and unknown e-mails answer alike and as fast.
      app.mail.later(async () => {
        const user = await findUserByEmail(app.db, email);
        if (user?.status !== 'active') return;
        const token = await issueLink(app.db, { userId: user.id, email, purpose: 'reset', ttlMs: RESET_TTL_MINUTES * 60_000 });
        const link = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const name = [user.last_name, user.first_name].filter(Boolean).join(' ');
        await app.mail.send(resetPasswordMail(email, name, link, RESET_TTL_MINUTES, lang));
      });
      return ok({ sent: true });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed token; signs the account out everywhere',
        body: resetPasswordSchema,
      },
      config: perIp(20),
    },
    async (req) => {
      const result = await consumeLink(app.db, req.body.token, 'reset');
      if (!result.ok) throw new AppError(400, result.reason === 'expired' ? 'RESET_TOKEN_EXPIRED' : 'RESET_TOKEN_INVALID');
      const user = await findUserById(app.db, result.userId);
      if (!user) throw new AppError(400, 'RESET_TOKEN_INVALID');
      // Opening the mailed link proves the mailbox, so the address counts as verified.
      await app.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(req.body.password), is_verified: 1, updated_at: new Date().toISOString() })
        .where('id', '=', user.id)
        .execute();
      await revokeUserSessions(app.db, user.id, 'password reset');
      await app.auth.limiter.succeed(user.id, req.ip);
      await notify(app.db, user.id, 'passwordChanged');
      const name = [user.last_name, user.first_name].filter(Boolean).join(' ');
      await app.mail.send(passwordChangedMail(user.email, name, req.lang));
      return ok({ reset: true });
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: { tags: ['auth'], summary: 'Confirm an e-mail address with the mailed token', body: tokenSchema },
      config: perIp(30),
    },
    async (req) => {
      const result = await consumeLink(app.db, req.body.token, 'verify');
      const user = result.userId ? await findUserById(app.db, result.userId) : undefined;
      if (!result.ok) {
        if (user?.is_verified === 1) throw new AppError(409, 'EMAIL_ALREADY_VERIFIED');
        throw new AppError(400, result.reason === 'expired' ? 'VERIFY_TOKEN_EXPIRED' : 'VERIFY_TOKEN_INVALID');
      }
      if (!user || user.email !== result.email) throw new AppError(400, 'VERIFY_TOKEN_INVALID');
      if (user.is_verified === 1) throw new AppError(409, 'EMAIL_ALREADY_VERIFIED');
      await app.db
        .updateTable('users')
        .set({ is_verified: 1, updated_at: new Date().toISOString() })
        .where('id', '=', user.id)
        .execute();
      await notify(app.db, user.id, 'emailVerified');
      return ok({ verified: true, email: user.email });
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link. Same answer whether or not the e-mail has an account or is verified',
        body: emailOnlySchema,
      },
      config: perIp(10),
    },
    async (req) => {
      const { email } = req.body;
      const lang = req.lang;
      await limitAddress('verify', email);
      app.mail.later(async () => {
        const user = await findUserByEmail(app.db, email);
        if (user && user.status === 'active' && user.is_verified !== 1) await sendVerification(app, user, lang);
      });
      return ok({ sent: true });
    },
  );
};

export default recovery;

import {
  errorMessage,
  idParamsSchema,
  type Language,
  loadLanguage,
  type MessageKey,
  staffInviteSchema,
  translate,
  userAdminPatchSchema,
  userListQuerySchema,
} from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UsersTable } from '../../db/schema';
import { AppError, ok } from '../../lib/http';
import { likeContains } from '../../lib/like';
import { newestFirstPage } from '../../lib/pagination';
import { recordAudit } from '../audit/audit';
import { issueLink } from '../auth/links';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { randomToken } from '../auth/tokens';
import { findUserByEmail, findUserById, insertUser, splitFullName, toUser } from '../auth/users';
import { staffInviteMail } from '../mail/templates';
import { isUniqueViolation, writeTransaction } from '../orders/db';
import { changeUserAccess } from './access';

/** An invitation link lasts a week (a reset link 30 minutes): people read mail later than that. */
export const INVITE_TTL_DAYS = 7;

/** Staff user management (admin area "user management"): list users, invite staff, change a role or a status, sign out. */
const users: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'users.manage' } as const;
  const tags = ['admin'];

  async function userOr404(id: string) {
    const user = await findUserById(app.db, id);
    if (!user) throw new AppError(404, 'USER_NOT_FOUND');
    return user;
  }

  /** Mails a fresh invitation link (any earlier one stops working). */
  async function mailInvite(user: UsersTable, name: string, inviterId: string, lang: Language) {
    const token = await issueLink(app.db, {
      userId: user.id,
      email: user.email,
      purpose: 'reset',
      ttlMs: INVITE_TTL_DAYS * 24 * 60 * 60_000,
    });
    const link = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}&invite=1`;
    const inviter = await findUserById(app.db, inviterId);
    const inviterName = inviter ? [inviter.last_name, inviter.first_name].filter(Boolean).join(' ') || inviter.email : '';
    await loadLanguage(lang);
    await app.mail.send(
      staffInviteMail(
        user.email,
        name,
        link,
        INVITE_TTL_DAYS,
        inviterName,
        translate(lang, `role.${user.role}` as MessageKey),
        lang,
      ),
    );
  }

  app.get(
    '/admin/users',
    {
      schema: { tags, summary: 'Users, newest first; search by e-mail, username or name', querystring: userListQuerySchema },
      config,
    },
    async (req) => {
      const { page, limit, search, role, status } = req.query;
      let q = app.db.selectFrom('users');
      if (role) q = q.where('role', '=', role);
      if (status) q = q.where('status', '=', status);
      if (search) {
        const text = search.toLowerCase();
        q = q.where((eb) =>
          eb.or([
            likeContains('email', text),
            likeContains('username', text),
            likeContains(eb.fn('lower', ['first_name']), text),
            likeContains(eb.fn('lower', ['last_name']), text),
          ]),
        );
      }
      const { rows, pagination } = await newestFirstPage(q.selectAll(), page, limit);
      return ok({ items: rows.map(toUser), pagination });
    },
  );

  app.get('/admin/users/:id', { schema: { tags, summary: 'One user', params: idParamsSchema }, config }, async (req) =>
    ok(toUser(await userOr404(req.params.id))),
  );

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: "Change a user's role or status; the role applies at once, inactive or banned signs them out everywhere",
        params: idParamsSchema,
        body: userAdminPatchSchema,
      },
      config,
    },
    async (req) => {
      const user = await userOr404(req.params.id);
      // Nobody locks themselves out of the admin area by mistake.
      if (user.id === req.user!.id) throw new AppError(409, 'CANNOT_MODIFY_SELF');
      const after = await changeUserAccess(app, req.user, user, req.body);
      return ok(toUser(after));
    },
  );

  app.post(
    '/admin/users/:id/sign-out',
    {
      schema: {
        tags,
        summary: 'Sign a user out on every device (revokes all their sessions and refresh tokens)',
        params: idParamsSchema,
      },
      config,
    },
    async (req) => {
      const user = await userOr404(req.params.id);
      if (user.id === req.user!.id) throw new AppError(409, 'CANNOT_MODIFY_SELF');
      const revoked = await app.db
        .selectFrom('auth_sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      await writeTransaction(app.db, app.dialect, async (trx) => {
        await revokeUserSessions(trx, user.id, 'signed out by staff');
        await recordAudit(trx, { actor: req.user, action: 'sign-out', entity: 'user', entityId: user.id });
      });
      return ok({ _id: user.id, sessionsRevoked: Number(revoked.n) });
    },
  );

  app.post(
    '/admin/users/invite',
    {
      schema: {
        tags,
        summary: `Invite a staff member by e-mail: the account is created with the role, and a link (${INVITE_TTL_DAYS} days) lets them choose a password`,
        body: staffInviteSchema,
      },
      config,
    },
    async (req, reply) => {
      const { email, name, role } = req.body;
      const lang = req.lang;
      const emailTaken = () =>
        new AppError(409, 'EMAIL_IN_USE', undefined, [{ field: 'email', message: errorMessage('EMAIL_IN_USE', lang) }]);
      if (await findUserByEmail(app.db, email)) throw emailTaken();
      const { firstName, lastName } = splitFullName(name);
      let created: Awaited<ReturnType<typeof insertUser>>;
      try {
        created = await writeTransaction(app.db, app.dialect, async (trx) => {
          // Nobody knows this password: the account is usable once the invitee sets their own.
          const row = await insertUser(trx, {
            email,
            username: email,
            passwordHash: await hashPassword(randomToken()),
            firstName,
            lastName,
            language: lang,
          });
          await trx.updateTable('users').set({ role }).where('id', '=', row.id).execute();
          const saved = { ...row, role };
          await recordAudit(trx, {
            actor: req.user,
            action: 'invite',
            entity: 'user',
            entityId: row.id,
            after: { email, name, role },
          });
          return saved;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      await mailInvite(created, name, req.user!.id, lang);
      reply.status(201);
      return ok(toUser(created), 201);
    },
  );

  app.post(
    '/admin/users/:id/resend-invite',
    {
      schema: {
        tags,
        summary: `Mail a new invitation link (${INVITE_TTL_DAYS} days) to staff who have not chosen a password yet; the old link stops working`,
        params: idParamsSchema,
      },
      config,
    },
    async (req) => {
      const user = await userOr404(req.params.id);
      // Accepted invitations verify the address (the reset route does): nothing left to resend.
      if (user.is_verified === 1 || user.last_login) throw new AppError(409, 'EMAIL_ALREADY_VERIFIED');
      await recordAudit(app.db, { actor: req.user, action: 'resend-invite', entity: 'user', entityId: user.id });
      await mailInvite(user, [user.last_name, user.first_name].filter(Boolean).join(' '), req.user!.id, req.lang);
      return ok({ _id: user.id, sent: true });
    },
  );
};

export default users;

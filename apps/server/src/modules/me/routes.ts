import { changePasswordSchema, errorMessage, profilePatchSchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UsersTable } from '../../db/schema';
import { AppError, ok } from '../../lib/http';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { findUserById, parsePreferences, toUser } from '../auth/users';
import { passwordChangedMail } from '../mail/templates';
import addresses from './addresses';
import avatar, { avatarUrlSchema, dropReplacedAvatar, updateUserAvatar } from './avatar';
import notifications from './notifications';
import { notify } from './notify';
import wishlist from './wishlist';

/** The avatar field takes an http(s) address or an /uploads/ path only (uploads go to POST /me/avatar). */
const profilePatch = profilePatchSchema.extend({ avatar: avatarUrlSchema.optional() });

/** The signed-in user's own account: profile, picture, password, addresses, wishlist, notifications. */
const me: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  async function currentUser(id: string): Promise<UsersTable> {
    const user = await findUserById(app.db, id);
    if (!user) throw new AppError(401, 'UNAUTHORIZED');
    return user;
  }

  app.get(
    '/me',
    {
      schema: { tags: ['account'], summary: 'The signed-in user, with the permissions of their role' },
      config: { auth: 'required' },
    },
    async (req) => ok(toUser(await currentUser(req.user!.id))),
  );

  app.patch(
    '/me',
    {
      schema: { tags: ['account'], summary: 'Update the profile (only the fields sent change)', body: profilePatch },
      config: { auth: 'required' },
    },
    async (req) => {
      const b = req.body;
      // Applied only if the avatar did not change meanwhile (an upload at the same moment).
      const { before, after } = await updateUserAvatar(app.db, req.user!.id, (user): Partial<UsersTable> => {
        const prefs = parsePreferences(user.preferences);
        const preferences = b.preferences
          ? {
              ...prefs,
              ...b.preferences,
              notifications: { ...prefs.notifications, ...(b.preferences.notifications ?? {}) },
            }
          : prefs;
        return {
          ...(b.firstName !== undefined ? { first_name: b.firstName } : {}),
          ...(b.lastName !== undefined ? { last_name: b.lastName } : {}),
          ...(b.phoneNumber !== undefined ? { phone: b.phoneNumber } : {}),
          ...(b.avatar !== undefined ? { avatar: b.avatar } : {}),
          ...(b.gender !== undefined ? { gender: b.gender } : {}),
          ...(b.dateOfBirth !== undefined ? { date_of_birth: b.dateOfBirth } : {}),
          preferences: JSON.stringify(preferences),
          updated_at: new Date().toISOString(),
        };
      });
      // A typed URL replacing an uploaded picture: the upload is deleted.
      await dropReplacedAvatar(app, before, after);
      return ok(toUser(after));
    },
  );

  app.put(
    '/me/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password (needs the current one); other devices are signed out',
        body: changePasswordSchema,
      },
      config: { auth: 'required', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (req) => {
      const user = await currentUser(req.user!.id);
      if (!(await verifyPassword(user.password_hash, req.body.currentPassword))) {
        throw new AppError(400, 'INCORRECT_CURRENT_PASSWORD', undefined, [
          { field: 'currentPassword', message: errorMessage('INCORRECT_CURRENT_PASSWORD', req.lang) },
        ]);
      }
      await app.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(req.body.newPassword), updated_at: new Date().toISOString() })
        .where('id', '=', user.id)
        .execute();
      await revokeUserSessions(app.db, user.id, 'password changed', req.user!.sessionId);
      await notify(app.db, user.id, 'passwordChanged');
      const name = [user.last_name, user.first_name].filter(Boolean).join(' ');
      await app.mail.send(passwordChangedMail(user.email, name, req.lang));
      return ok({ changed: true });
    },
  );

  await app.register(avatar);
  await app.register(addresses);
  await app.register(wishlist);
  await app.register(notifications);
};

export default me;

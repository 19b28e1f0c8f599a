import { idParamsSchema, userAdminPatchSchema, userListQuerySchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../lib/http';
import { newestFirstPage } from '../../lib/pagination';
import { revokeUserSessions } from '../auth/sessions';
import { findUserById, toUser } from '../auth/users';

/** Staff user management (admin area "user management"): list users, change a role or a status. */
const users: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'users.manage' } as const;
  const tags = ['admin'];

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
        const like = `%${search.toLowerCase().replace(/[%_\\]/g, '')}%`;
        q = q.where((eb) =>
          eb.or([
            eb('email', 'like', like),
            eb('username', 'like', like),
            eb(eb.fn('lower', ['first_name']), 'like', like),
            eb(eb.fn('lower', ['last_name']), 'like', like),
          ]),
        );
      }
      const { rows, pagination } = await newestFirstPage(q.selectAll(), page, limit);
      return ok({ items: rows.map(toUser), pagination });
    },
  );

  app.get('/admin/users/:id', { schema: { tags, summary: 'One user', params: idParamsSchema }, config }, async (req) => {
    const user = await findUserById(app.db, req.params.id);
    if (!user) throw new AppError(404, 'USER_NOT_FOUND');
    return ok(toUser(user));
  });

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: "Change a user's role or status; inactive or banned signs them out everywhere",
        params: idParamsSchema,
        body: userAdminPatchSchema,
      },
      config,
    },
    async (req) => {
      const user = await findUserById(app.db, req.params.id);
      if (!user) throw new AppError(404, 'USER_NOT_FOUND');
      // Nobody locks themselves out of the admin area by mistake.
      if (user.id === req.user!.id) throw new AppError(409, 'CANNOT_MODIFY_SELF');
      const { role, status } = req.body;
      const changes = {
        ...(role ? { role } : {}),
        ...(status ? { status } : {}),
        updated_at: new Date().toISOString(),
      };
      await app.db.updateTable('users').set(changes).where('id', '=', user.id).execute();
      if (status && status !== 'active') await revokeUserSessions(app.db, user.id, `status ${status}`);
      return ok(toUser({ ...user, ...changes }));
    },
  );
};

export default users;

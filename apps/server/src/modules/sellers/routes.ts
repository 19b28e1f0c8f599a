import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { toApplication } from './queries';

/**
 * The seller area's own calls (issue 18, decision 0290). The application routes need only a
 * signed-in account (a person applies before being a seller); every other seller route declares
 * `permission: 'seller.access'` and scopes its queries with `currentSeller(app, req)` (guard.ts).
 */
const sellers: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['seller'];

  app.get(
    '/seller/application',
    { schema: { tags, summary: "The caller's own seller application and its status, or null" }, config: { auth: 'required' } },
    async (req) => {
      const row = await app.db.selectFrom('sellers').selectAll().where('user_id', '=', req.user!.id).executeTakeFirst();
      return ok(row ? toApplication(row) : null);
    },
  );
};

export default sellers;

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok, sendCached, sendJson } from '../../lib/http';
import admin from './admin-routes';
import { findBrandBySlug, findCategoryBySlug, listBrands, listCategories } from './queries';
import { assertMayListInactive, managesCatalogue, taxonomyListQuerySchema } from './visibility';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

const catalog: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await app.register(admin);

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active categories, paged and sorted (isActive=false|all: catalogue staff only)',
        querystring: taxonomyListQuerySchema,
      },
    },
    async (req, reply) => {
      await assertMayListInactive(app, req, req.query);
      // The key is the effective query and the language, so one caller's answer is never another's wider one.
      return sendCached(app, reply, `catalog:categories:${req.lang}:${JSON.stringify(req.query)}`, 30_000, () =>
        listCategories(app.db, req.query, req.lang),
      );
    },
  );

  app.get('/categories/:slug', { schema: { tags: ['catalog'], params: slugParams } }, async (req, reply) => {
    const { slug } = req.params;
    const find = () => findCategoryBySlug(app.db, slug, req.lang);
    const kept = await keptIfActive(app, `catalog:category:${req.lang}:${slug}`, find);
    if (kept) return sendJson(reply, kept);
    const category = await find();
    // An inactive category does not exist for shoppers; catalogue staff still open it.
    if (!category || (!category.isActive && !(await managesCatalogue(app, req)))) throw notFound('CATEGORY_NOT_FOUND');
    return ok(category);
  });

  app.get(
    '/brands',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active brands, paged and sorted (isActive=false|all: catalogue staff only)',
        querystring: taxonomyListQuerySchema,
      },
    },
    async (req, reply) => {
      await assertMayListInactive(app, req, req.query);
      return sendCached(app, reply, `catalog:brands:${req.lang}:${JSON.stringify(req.query)}`, 30_000, () =>
        listBrands(app.db, req.query, req.lang),
      );
    },
  );

  app.get('/brands/:slug', { schema: { tags: ['catalog'], params: slugParams } }, async (req, reply) => {
    const { slug } = req.params;
    const find = () => findBrandBySlug(app.db, slug, req.lang);
    const kept = await keptIfActive(app, `catalog:brand:${req.lang}:${slug}`, find);
    if (kept) return sendJson(reply, kept);
    const brand = await find();
    if (!brand || (!brand.isActive && !(await managesCatalogue(app, req)))) throw notFound('BRAND_NOT_FOUND');
    return ok(brand);
  });
};

/** Kept in place of a category or brand no shopper may see (missing or inactive). */
const NOT_SHOWN = 'null';

/**
 * A category's or brand's answer, kept like the lists (every catalogue write drops the `catalog:`
 * keys): each one counts its published products, ~20 ms at 100k products, and every listing page
 * of a category asks for it. Only an active one is kept; for the others (null here) the route looks
 * again and lets catalogue staff open an inactive one.
 */
async function keptIfActive(
  app: FastifyInstance,
  key: string,
  find: () => Promise<{ isActive: boolean } | null>,
): Promise<Buffer | null> {
  const body = await app.cache.wrapBytes(`${key}:bytes`, 30_000, async () => {
    const found = await find();
    return found?.isActive ? JSON.stringify(ok(found)) : NOT_SHOWN;
  });
  return body.length > NOT_SHOWN.length ? body : null;
}

export default catalog;

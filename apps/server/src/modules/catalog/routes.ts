import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok, sendCached } from '../../lib/http';
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

  app.get('/categories/:slug', { schema: { tags: ['catalog'], params: slugParams } }, async (req) => {
    const category = await findCategoryBySlug(app.db, req.params.slug, req.lang);
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

  app.get('/brands/:slug', { schema: { tags: ['catalog'], params: slugParams } }, async (req) => {
    const brand = await findBrandBySlug(app.db, req.params.slug, req.lang);
    if (!brand || (!brand.isActive && !(await managesCatalogue(app, req)))) throw notFound('BRAND_NOT_FOUND');
    return ok(brand);
  });
};

export default catalog;

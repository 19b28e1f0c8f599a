import { listQuerySchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok, sendCached } from '../../lib/http';
import { findBrandBySlug, findCategoryBySlug, listBrands, listCategories } from './queries';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

const catalog: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/categories',
    { schema: { tags: ['catalog'], summary: 'Categories, paged and sorted', querystring: listQuerySchema } },
    async (req, reply) =>
      sendCached(app, reply, `catalog:categories:${JSON.stringify(req.query)}`, 30_000, () => listCategories(app.db, req.query)),
  );

  app.get('/categories/:slug', { schema: { tags: ['catalog'], params: slugParams } }, async (req) => {
    const category = await findCategoryBySlug(app.db, req.params.slug);
    if (!category) throw notFound('CATEGORY_NOT_FOUND');
    return ok(category);
  });

  app.get(
    '/brands',
    { schema: { tags: ['catalog'], summary: 'Brands, paged and sorted', querystring: listQuerySchema } },
    async (req, reply) =>
      sendCached(app, reply, `catalog:brands:${JSON.stringify(req.query)}`, 30_000, () => listBrands(app.db, req.query)),
  );

  app.get('/brands/:slug', { schema: { tags: ['catalog'], params: slugParams } }, async (req) => {
    const brand = await findBrandBySlug(app.db, req.params.slug);
    if (!brand) throw notFound('BRAND_NOT_FOUND');
    return ok(brand);
  });
};

export default catalog;

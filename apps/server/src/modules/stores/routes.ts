import { pickupOptionsSchema, storeIdParamsSchema, storeListQuerySchema } from '@sen/core/stores/index';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, ok } from '../../lib/http';
import { mergeRefs } from '../cart/lines';
import { findStoreRow, listStores, toStore } from './queries';
import { pickupOptions, pickupProducts } from './stock';

/** Public store locator and click-and-collect calls (issue 18). */
const stores: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['stores'];

  app.get(
    '/stores',
    {
      schema: {
        tags,
        summary: 'Active stores: by province, accent-free search, pickup stores only, or by distance from lat/lng',
        querystring: storeListQuerySchema,
      },
    },
    async (req) => {
      const { province, q, lat, lng, pickup } = req.query;
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      return ok(await listStores(app.db, { activeOnly: true, province, q, near, pickupOnly: pickup === '1' }));
    },
  );

  app.get(
    '/stores/:id',
    {
      schema: { tags, summary: 'One active store with the products it can hand over now', params: storeIdParamsSchema },
    },
    async (req) => {
      const row = await findStoreRow(app.db, req.params.id);
      if (row?.is_active !== 1) throw notFound('STORE_NOT_FOUND');
      const store = toStore(row);
      return ok({ ...store, products: store.isPickupLocation ? await pickupProducts(app.db, store.id) : [] });
    },
  );

  app.post(
    '/stores/pickup-options',
    {
      schema: {
        tags,
        summary: "Every pickup store for the cart's lines: whether it has them all in stock now, and what it lacks",
        body: pickupOptionsSchema,
      },
    },
    async (req) => ok(await pickupOptions(app.db, mergeRefs(req.body.items))),
  );
};

export default stores;

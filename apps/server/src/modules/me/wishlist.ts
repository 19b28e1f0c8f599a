import { productIdParamsSchema, type Wishlist, wishlistAddSchema, wishlistMergeSchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, ok } from '../../lib/http';

export const MAX_WISHLIST = 200;

export async function loadWishlist(db: Kysely<Database>, userId: string): Promise<Wishlist> {
  const rows = await db
    .selectFrom('wishlist_items as w')
    .innerJoin('products as p', 'p.id', 'w.product_id')
    .select([
      'w.product_id',
      'w.created_at',
      'p.name',
      'p.slug',
      'p.price',
      'p.compare_price',
      'p.sale_percentage',
      'p.is_on_sale',
      'p.is_available',
      'p.quantity',
      'p.thumbnail',
      'p.rating_average',
      'p.rating_count',
    ])
    .where('w.user_id', '=', userId)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.product_id')
    .execute();
  const items = rows.map((r) => ({
    productId: r.product_id,
    addedAt: r.created_at,
    product: {
      _id: r.product_id,
      id: r.product_id,
      name: r.name,
      slug: r.slug,
      price: r.price,
      comparePrice: r.compare_price,
      salePercentage: r.sale_percentage,
      isOnSale: r.is_on_sale === 1,
      isAvailable: r.is_available === 1,
      quantity: r.quantity,
      thumbnail: r.thumbnail,
      ratings: { average: r.rating_average, count: r.rating_count },
    },
  }));
  return { items, productIds: items.map((i) => i.productId) };
}

/** Adds the products that exist and are not there yet; returns how many were added. */
async function addProducts(db: Kysely<Database>, userId: string, productIds: string[]): Promise<number> {
  const wanted = [...new Set(productIds)];
  if (!wanted.length) return 0;
  const existing = await db.selectFrom('products').select('id').where('id', 'in', wanted).execute();
  if (!existing.length) return 0;
  const { n } = await db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const room = Math.max(0, MAX_WISHLIST - Number(n));
  const now = Date.now();
  const values = existing.slice(0, room).map((p, i) => ({
    user_id: userId,
    product_id: p.id,
    // Distinct times keep the merge order stable in "newest first".
    created_at: new Date(now + i).toISOString(),
  }));
  if (!values.length) return 0;
  const res = await db
    .insertInto('wishlist_items')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

const wishlist: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'required' } as const;
  const tags = ['account'];

  app.get('/me/wishlist', { schema: { tags, summary: 'Wishlist with product summaries, newest first' }, config }, async (req) =>
    ok(await loadWishlist(app.db, req.user!.id)),
  );

  app.post(
    '/me/wishlist',
    { schema: { tags, summary: 'Add a product (adding it twice is harmless)', body: wishlistAddSchema }, config },
    async (req, reply) => {
      const exists = await app.db.selectFrom('products').select('id').where('id', '=', req.body.productId).executeTakeFirst();
      if (!exists) throw new AppError(404, 'PRODUCT_NOT_FOUND');
      await addProducts(app.db, req.user!.id, [exists.id]);
      return reply.status(201).send(ok(await loadWishlist(app.db, req.user!.id), 201));
    },
  );

  app.post(
    '/me/wishlist/merge',
    {
      schema: {
        tags,
        summary: "Merge a guest's wishlist after sign-in (unknown products are skipped)",
        body: wishlistMergeSchema,
      },
      config,
    },
    async (req) => {
      const added = await addProducts(app.db, req.user!.id, req.body.productIds);
      return ok({ ...(await loadWishlist(app.db, req.user!.id)), added });
    },
  );

  app.delete(
    '/me/wishlist/:productId',
    {
      schema: { tags, summary: 'Remove a product (removing one that is not there is harmless)', params: productIdParamsSchema },
      config,
    },
    async (req) => {
      await app.db
        .deleteFrom('wishlist_items')
        .where('user_id', '=', req.user!.id)
        .where('product_id', '=', req.params.productId)
        .execute();
      return ok(await loadWishlist(app.db, req.user!.id));
    },
  );
};

export default wishlist;

import { randomUUID } from 'node:crypto';
import { productParamsSchema } from '@sen/core';
import {
  myReviewListQuerySchema,
  reviewCreateSchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewModerationSchema,
  reviewReplySchema,
  staffReviewListQuerySchema,
} from '@sen/core/reviews/index';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound, ok, sendJson } from '../../lib/http';
import { emitCustomerActivity } from '../customers/events';
import { mailReviewReply } from '../customers/review-reply';
import { notifyAfter } from '../me/notify';
import { isUniqueViolation, type Tx, writeTransaction } from '../orders/db';
import { dropProductAnswers } from '../products/answer-keys';
import { notifyStaff } from '../realtime/staff-notify';
import { lockProduct, recomputeRating } from './aggregates';
import {
  findMyReview,
  findProductRef,
  findReviewOf,
  findStaffReview,
  hasBought,
  listMyReviews,
  listReviews,
  listStaffReviews,
  type ProductRef,
} from './queries';

/** Public answers live briefly; every write drops the product's keys (decision 0070). */
const REVIEWS_TTL = 30_000;
const cacheKey = (idOrSlug: string) => `products:reviews:${idOrSlug}:`;

/**
 * What a review write makes stale: the product's reviews pages, its detail answer (its
 * `ratings`) and the home strips. The listing's snapshot notices the changed rating count
 * within a minute by itself (decision 0020), so a review does not force a rebuild.
 */
async function invalidate(app: FastifyInstance, product: ProductRef): Promise<void> {
  await Promise.all([
    ...[product.id, product.slug].map((k) => app.cache.invalidate(cacheKey(k))),
    dropProductAnswers(app.cache, [product.id, product.slug]),
    app.cache.invalidate('home:'),
  ]);
}

/** Per account rather than per address: the guard has run, so the caller is known. */
const postLimit = {
  max: 10,
  timeWindow: '1 hour',
  hook: 'preHandler',
  keyGenerator: (req: FastifyRequest) => `review:${req.user?.id ?? req.ip}`,
} as const;

/**
 * Product reviews: the public list with its summary, writing one's own review (signed in,
 * one per product), and staff moderation (permission reviews.moderate).
 */
const reviews: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];

  async function productOr404(idOrSlug: string): Promise<ProductRef> {
    const product = await findProductRef(app.db, idOrSlug);
    if (!product) throw notFound('PRODUCT_NOT_FOUND');
    return product;
  }

  app.get(
    '/products/:idOrSlug/reviews',
    {
      schema: {
        tags,
        summary: 'Published reviews of a product, paged, with the average, count and stars histogram',
        params: productParamsSchema,
        querystring: reviewListQuerySchema,
      },
    },
    async (req, reply) => {
      const { idOrSlug } = req.params;
      const q = req.query;
      const key = `${cacheKey(idOrSlug)}${q.page}:${q.limit}:${q.rating ?? ''}:${q.sort}`;
      // A miss throws inside the loader, so unknown products are never cached.
      const body = await app.cache.wrap(key, REVIEWS_TTL, async () => {
        const product = await productOr404(idOrSlug);
        return JSON.stringify(ok(await listReviews(app.db, product.id, q)));
      });
      return sendJson(reply, body);
    },
  );

  app.get(
    '/products/:idOrSlug/reviews/mine',
    {
      schema: { tags, summary: "The signed-in user's review of the product (any status), or null", params: productParamsSchema },
      config: { auth: 'required' },
    },
    async (req) => {
      const product = await productOr404(req.params.idOrSlug);
      return ok(await findReviewOf(app.db, product.id, req.user!.id));
    },
  );

  app.post(
    '/products/:idOrSlug/reviews',
    {
      schema: {
        tags,
        summary: 'Review a product (signed in; one review per account and product, 409 for a second one)',
        params: productParamsSchema,
        body: reviewCreateSchema,
      },
      config: { auth: 'required', rateLimit: postLimit },
    },
    async (req, reply) => {
      const product = await productOr404(req.params.idOrSlug);
      const userId = req.user!.id;
      if (await findReviewOf(app.db, product.id, userId)) throw new AppError(409, 'REVIEW_EXISTS');
      const user = await app.db
        .selectFrom('users')
        .select(['email', 'is_verified'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const verified = await hasBought(app.db, { id: userId, email: user.email, verified: user.is_verified === 1 }, product.id);
      const now = new Date().toISOString();
      const id = randomUUID();
      try {
        await writeTransaction(app.db, app.dialect, async (trx) => {
          await lockProduct(trx, app.dialect, product.id);
          await trx
            .insertInto('reviews')
            .values({
              id,
              product_id: product.id,
              user_id: userId,
              rating: req.body.rating,
              title: req.body.title,
              body: req.body.body,
              status: 'published',
              verified_purchase: verified ? 1 : 0,
              created_at: now,
              updated_at: now,
            })
            .execute();
          await recomputeRating(trx, product.id);
        });
        emitCustomerActivity({ kind: 'newReview', reviewId: id, productId: product.id, rating: req.body.rating });
      } catch (err) {
        // Two tabs posting at once: the unique index decides, the loser gets the same 409.
        if (isUniqueViolation(err)) throw new AppError(409, 'REVIEW_EXISTS');
        throw err;
      }
      await invalidate(app, product);
      const named = await app.db.selectFrom('products').select('name').where('id', '=', product.id).executeTakeFirst();
      await notifyStaff(app, { kind: 'newReview', productName: named?.name ?? product.slug, rating: req.body.rating });
      const review = await findReviewOf(app.db, product.id, userId);
      return reply.status(201).send(ok(review, 201));
    },
  );

  const moderate = { permission: 'reviews.moderate' } as const;

  app.get(
    '/admin/reviews',
    {
      schema: { tags, summary: 'Every review, newest first, to moderate', querystring: staffReviewListQuerySchema },
      config: moderate,
    },
    async (req) => ok(await listStaffReviews(app.db, req.query)),
  );

  /** Changes a review inside the product's lock and keeps the product's rating in step. */
  async function changeReview(id: string, change: (trx: Tx) => Promise<void>) {
    const existing = await app.db.selectFrom('reviews').select(['product_id']).where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound('REVIEW_NOT_FOUND');
    await writeTransaction(app.db, app.dialect, async (trx) => {
      await lockProduct(trx, app.dialect, existing.product_id);
      await change(trx);
      await recomputeRating(trx, existing.product_id);
    });
    const product = await app.db
      .selectFrom('products')
      .select(['id', 'slug'])
      .where('id', '=', existing.product_id)
      .executeTakeFirst();
    if (product) await invalidate(app, product);
  }

  app.patch(
    '/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Publish or hide a review (staff); the product rating follows',
        params: reviewIdParamsSchema,
        body: reviewModerationSchema,
      },
      config: moderate,
    },
    async (req) => {
      const { id } = req.params;
      await changeReview(id, async (trx) => {
        await trx
          .updateTable('reviews')
          .set({ status: req.body.status, updated_at: new Date().toISOString(), moderated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
      });
      const review = await findStaffReview(app.db, id);
      if (!review) throw notFound('REVIEW_NOT_FOUND');
      return ok(review);
    },
  );

  app.put(
    '/reviews/:id/reply',
    {
      schema: {
        tags,
        summary: "Write or change the shop's public reply under a review (staff); its author is notified",
        params: reviewIdParamsSchema,
        body: reviewReplySchema,
      },
      config: moderate,
    },
    async (req) => {
      const { id } = req.params;
      const before = await app.db.selectFrom('reviews').select(['reply']).where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound('REVIEW_NOT_FOUND');
      const reply = req.body.body;
      await changeReview(id, async (trx) => {
        const at = new Date().toISOString();
        await trx.updateTable('reviews').set({ reply, replied_at: at, moderated_at: at }).where('id', '=', id).execute();
      });
      const review = await findStaffReview(app.db, id);
      if (!review) throw notFound('REVIEW_NOT_FOUND');
      if (before.reply !== reply) {
        const author = await app.db.selectFrom('reviews').select('user_id').where('id', '=', id).executeTakeFirst();
        await notifyAfter(app, author?.user_id, 'reviewReplied', { slug: review.product.slug, title: review.product.name });
        await mailReviewReply(app, author?.user_id, review, reply);
      }
      return ok(review);
    },
  );

  app.delete(
    '/reviews/:id',
    {
      schema: { tags, summary: 'Delete a review (staff); the product rating follows', params: reviewIdParamsSchema },
      config: moderate,
    },
    async (req) => {
      await changeReview(req.params.id, async (trx) => {
        await trx.deleteFrom('reviews').where('id', '=', req.params.id).execute();
      });
      return ok({ deleted: true });
    },
  );

  /*
   * The customer's own reviews (/reviews page): read, rewrite and delete only their own. Another
   * account's review answers 404 like a missing one, so ids cannot be probed.
   */
  const own = { auth: 'required' } as const;

  app.get(
    '/me/reviews',
    {
      schema: { tags, summary: "The signed-in user's reviews (any status), newest first", querystring: myReviewListQuerySchema },
      config: own,
    },
    async (req) => ok(await listMyReviews(app.db, req.user!.id, req.query)),
  );

  async function mineOr404(userId: string, id: string) {
    const review = await findMyReview(app.db, userId, id);
    if (!review) throw notFound('REVIEW_NOT_FOUND');
    return review;
  }

  app.put(
    '/me/reviews/:id',
    {
      schema: {
        tags,
        summary: "Rewrite one's own review (rating, title, text); a hidden review stays hidden",
        params: reviewIdParamsSchema,
        body: reviewCreateSchema,
      },
      config: { ...own, rateLimit: postLimit },
    },
    async (req) => {
      const userId = req.user!.id;
      const { id } = req.params;
      await mineOr404(userId, id);
      await changeReview(id, async (trx) => {
        await trx
          .updateTable('reviews')
          .set({ rating: req.body.rating, title: req.body.title, body: req.body.body, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute();
      });
      return ok(await mineOr404(userId, id));
    },
  );

  app.delete(
    '/me/reviews/:id',
    {
      schema: { tags, summary: "Delete one's own review; the product rating follows", params: reviewIdParamsSchema },
      config: own,
    },
    async (req) => {
      const userId = req.user!.id;
      await mineOr404(userId, req.params.id);
      await changeReview(req.params.id, async (trx) => {
        await trx.deleteFrom('reviews').where('id', '=', req.params.id).where('user_id', '=', userId).execute();
      });
      return ok({ deleted: true });
    },
  );
};

export default reviews;

import { can, listingQueryToSearchParams, productListingQuerySchema, productParamsSchema } from '@sen/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok } from '../../lib/http';
import { resolveUser } from '../auth/plugin';
import { toProductSummary } from '../catalog/mappers';
import { sendWithFlash } from '../promo/flash-overlay';
import { countProductEvent } from '../sellers/stats';
import admin from './admin-routes';
import { productAnswerKey } from './answer-keys';
import { databaseListing } from './db-listing';
import { flashPricesNow, LISTING_TTL, productListing } from './listing';
import { listingIndex } from './listing-index';
import { findProduct, productsByIds } from './queries';
import { relatedIds } from './select';
import { loadTaxonomy, localizeRefs } from './taxonomy';
import { findProductWithVariants } from './variants';

// Answers are cached as their final JSON in UTF-8 bytes (cache.wrapBytes, decision 0375): a hit
// skips the database, JSON.stringify and encoding. Product writes must call catalogueChanged (invalidate.ts).

/**
 * `?min_price=&brand=` (an empty form field) means "not set", as in any shop, rather than an
 * invalid value: empty parameters are dropped before validation.
 */
export async function dropEmptyParams(req: FastifyRequest): Promise<void> {
  const query = req.query as Record<string, unknown>;
  for (const [k, v] of Object.entries(query)) {
    if (v === '') delete query[k];
    else if (Array.isArray(v)) {
      const kept = v.filter((x) => x !== '');
      if (kept.length === 0) delete query[k];
      else query[k] = kept;
    }
  }
}

const relatedQuery = z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) });

const products: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const index = listingIndex(app);
  // Product writes on any instance patch this one's snapshot (listing-index.ts).
  await index.listen();
  await app.register(admin);
  // The snapshot is built while the server starts by the warm-up (health/warm-up.ts).

  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Product listing: filters, facets, sort and pages (4 per page by default)',
        querystring: productListingQuerySchema,
      },
      preValidation: dropEmptyParams,
    },
    async (req, reply) => {
      const snapshot = await index.ready();
      // Right after start, before the first snapshot is ready: straight from the database.
      if (!snapshot) return sendWithFlash(app, reply, JSON.stringify(ok(await databaseListing(app, req.query, req.lang))));
      // Keyed by the snapshot's token and fingerprint: an answer built from an older snapshot is
      // not served once a newer one is in use, and instances with the same data share answers.
      // And by the flash prices running now, which the price filter and sorts use (decision 0361).
      const flash = await flashPricesNow(app, snapshot);
      const key = `products:list:${snapshot.version}:${snapshot.fingerprint}:${flash.key}:${req.lang}:${listingQueryToSearchParams(req.query).toString()}`;
      const body = await app.cache.wrapBytes(key, LISTING_TTL, async () =>
        JSON.stringify(ok(await productListing(app, snapshot, req.query, req.lang, flash.shownPrices))),
      );
      return sendWithFlash(app, reply, body);
    },
  );

  app.get(
    '/products/:idOrSlug',
    { schema: { tags: ['products'], summary: 'One product by id or slug', params: productParamsSchema } },
    async (req, reply) => {
      const { idOrSlug } = req.params;
      // A miss throws inside the loader, so unknown slugs are never cached.
      // Kept per id or slug and language: writes drop them by prefix, stock moves by exact key.
      const body: string | Buffer = await app.cache
        .wrapBytes(productAnswerKey(idOrSlug, req.lang), LISTING_TTL, async () => {
          const product = await findProductWithVariants(app.db, idOrSlug);
          if (!product) throw notFound('PRODUCT_NOT_FOUND');
          const { status: _s, ...shown } = product;
          return JSON.stringify(ok(localizeRefs(shown, await loadTaxonomy(app), req.lang)));
        })
        .catch(async (error: unknown) => {
          // Staff who may read products preview drafts and archived ones (never cached).
          const user = req.headers.authorization || req.cookies ? await resolveUser(app, req).catch(() => null) : null;
          if (!can(user?.role, 'products.read')) throw error;
          const product = await findProductWithVariants(app.db, idOrSlug, { anyStatus: true });
          if (!product) throw error;
          reply.header('cache-control', 'private, no-store');
          return JSON.stringify(ok(localizeRefs(product, await loadTaxonomy(app), req.lang)));
        });
      // Seller analytics (issue 18): a product page view, counted in memory, written in batches.
      countProductEvent(app, req, idOrSlug, 'views');
      return sendWithFlash(app, reply, body);
    },
  );

  app.get(
    '/products/:idOrSlug/related',
    {
      schema: {
        tags: ['products'],
        summary: 'Best sellers of the same category (then brand), as cards (no description, specifications or warranty)',
        params: productParamsSchema,
        querystring: relatedQuery,
      },
    },
    async (req, reply) => {
      const { idOrSlug } = req.params;
      const key = `products:related:${idOrSlug}:${req.query.limit}:${req.lang}`;
      // As bytes (decision 0375): a hit is sent as it was kept, with an ETag and compressed once.
      const body = await app.cache.wrapBytes(key, LISTING_TTL, async () => {
        const product = await findProduct(app.db, idOrSlug);
        if (!product) throw notFound('PRODUCT_NOT_FOUND');
        const snapshot = await index.get();
        const ids = relatedIds(snapshot, product.id, product.category?._id ?? null, product.brand?._id ?? null, req.query.limit);
        const taxonomy = await loadTaxonomy(app);
        // Cards, as the listing's items: no description, specifications or warranty (~45 % of the answer).
        const cards = (await productsByIds(app.db, ids)).map((p) => localizeRefs(toProductSummary(p), taxonomy, req.lang));
        return JSON.stringify(ok(cards));
      });
      return sendWithFlash(app, reply, body);
    },
  );
};

export default products;

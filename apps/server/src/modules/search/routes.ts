import { searchQuerySchema, suggestionsQuerySchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, sendJson } from '../../lib/http';
import { listingIndex } from '../products/listing-index';
import { loadTaxonomy } from '../products/taxonomy';
import { sendWithFlash } from '../promo/flash-overlay';
import { popularTerms, search, suggestions } from './queries';
import { TermRecorder } from './terms';

// Keys start with "products:" so a product write (invalidate('products:')) refreshes them too.
const SUGGEST_TTL = 30_000;
const SEARCH_TTL = 15_000;

const popularQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) });

const searchRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const recorder = new TermRecorder(app.db);
  app.addHook('onClose', async () => recorder.flush());

  app.get(
    '/search/suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'As-you-type suggestions: products, categories, brands, courses, popular terms (accent-insensitive)',
        querystring: suggestionsQuerySchema,
      },
    },
    async (req, reply) => {
      const { q, limit } = req.query;
      const key = `products:suggest:${q}:${limit}`;
      const body = await app.cache.wrapBytes(key, SUGGEST_TTL, async () => JSON.stringify(ok(await suggestions(app, q, limit))));
      return sendJson(reply, body);
    },
  );

  app.get(
    '/search/popular',
    { schema: { tags: ['search'], summary: 'Most searched terms, topped up with category names', querystring: popularQuery } },
    async (req, reply) => {
      const { limit } = req.query;
      const body = await app.cache.wrapBytes(`products:popular:${limit}`, SUGGEST_TTL, async () => {
        const terms = await popularTerms(app.db, '', limit);
        // A new shop has no searches yet: its categories are the best hint of what it sells.
        const seen = new Set(terms.map((t) => t.toLowerCase()));
        for (const c of (await loadTaxonomy(app)).categories) {
          if (terms.length >= limit) break;
          if (c.active && !seen.has(c.name.toLowerCase())) terms.push(c.name);
        }
        return JSON.stringify(ok(terms));
      });
      return sendJson(reply, body);
    },
  );

  app.get(
    '/search',
    {
      schema: { tags: ['search'], summary: 'Products (paged) and courses matching every word', querystring: searchQuerySchema },
    },
    async (req, reply) => {
      const { q, page, limit } = req.query;
      // Keyed by the listing snapshot's version, as the listing's answers are: stock or sales moved
      // by an order (or any product write) give new answers at once (decision 0379).
      const snapshot = await listingIndex(app).ready();
      const at = snapshot ? `${snapshot.version}:${snapshot.fingerprint}` : 'db';
      const key = `products:search:${at}:${q}:${page}:${limit}`;
      const result = await app.cache.wrap(key, SEARCH_TTL, async () => {
        const found = await search(app, q, page, limit);
        return { body: JSON.stringify(ok(found)), hits: found.products.pagination.totalCount + found.courses.length };
      });
      // Only searches that found something become popular terms: no typos, no junk on show.
      if (result.hits > 0 && page === 1) recorder.record(q, req.ip);
      return sendWithFlash(app, reply, result.body);
    },
  );
};

export default searchRoutes;

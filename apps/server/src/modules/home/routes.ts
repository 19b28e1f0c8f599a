import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/http';
import { loadTaxonomy, localizeRefs } from '../products/taxonomy';
import { sendWithFlash } from '../promo/flash-overlay';
import { loadHome } from './queries';

/** Short enough that stock and sale changes show up quickly, long enough to absorb traffic. */
const HOME_TTL = 15_000;

const home: FastifyPluginAsync = async (app) => {
  app.get(
    '/home',
    { schema: { tags: ['storefront'], summary: 'Banners, categories, product strips and testimonials' } },
    // One answer per language: category and banner names are translated (decision 0100).
    // Strips are kept without flash prices; the running ones are laid over each answer (decision 0350).
    async (req, reply) => {
      const body = await app.cache.wrapBytes(`home:v1:${req.lang}:bytes`, HOME_TTL, async () => {
        const [home, taxonomy] = await Promise.all([loadHome(app.db, req.lang), loadTaxonomy(app)]);
        const strip = (list: typeof home.products.bestSellers) => list.map((p) => localizeRefs(p, taxonomy, req.lang));
        const { bestSellers, onSale, newArrivals } = home.products;
        return JSON.stringify(
          ok({ ...home, products: { bestSellers: strip(bestSellers), onSale: strip(onSale), newArrivals: strip(newArrivals) } }),
        );
      });
      return sendWithFlash(app, reply, body);
    },
  );
};

export default home;

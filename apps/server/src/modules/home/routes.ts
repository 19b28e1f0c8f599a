import type { FastifyPluginAsync } from 'fastify';
import { sendCached } from '../../lib/http';
import { loadTaxonomy, localizeRefs } from '../products/taxonomy';
import { loadHome } from './queries';

/** Short enough that stock and sale changes show up quickly, long enough to absorb traffic. */
const HOME_TTL = 15_000;

const home: FastifyPluginAsync = async (app) => {
  app.get(
    '/home',
    { schema: { tags: ['storefront'], summary: 'Banners, categories, product strips and testimonials' } },
    // One answer per language: category and banner names are translated (decision 0100).
    async (req, reply) =>
      sendCached(app, reply, `home:v1:${req.lang}`, HOME_TTL, async () => {
        const [home, taxonomy] = await Promise.all([loadHome(app.db, req.lang), loadTaxonomy(app)]);
        const strip = (list: typeof home.products.bestSellers) => list.map((p) => localizeRefs(p, taxonomy, req.lang));
        const { bestSellers, onSale, newArrivals } = home.products;
        return { ...home, products: { bestSellers: strip(bestSellers), onSale: strip(onSale), newArrivals: strip(newArrivals) } };
      }),
  );
};

export default home;

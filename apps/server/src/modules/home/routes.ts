import type { FastifyPluginAsync } from 'fastify';
import { sendCached } from '../../lib/http';
import { loadHome } from './queries';

/** Short enough that stock and sale changes show up quickly, long enough to absorb traffic. */
const HOME_TTL = 15_000;

const home: FastifyPluginAsync = async (app) => {
  app.get(
    '/home',
    { schema: { tags: ['storefront'], summary: 'Banners, categories, product strips and testimonials' } },
    async (_req, reply) => sendCached(app, reply, 'home:v1', HOME_TTL, () => loadHome(app.db)),
  );
};

export default home;

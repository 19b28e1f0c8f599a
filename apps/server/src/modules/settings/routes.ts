import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../lib/http';
import { readRows, SETTINGS_CACHE_PREFIX, toGeneral, toPublicContact, toPublicStore } from './store';

const params = z.object({ key: z.enum(['store', 'contact']) });

/** Settings anyone may read (the general settings of the admin area, issue 16); the rest is for staff. */
const settings: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/settings/:key',
    {
      schema: {
        tags: ['storefront'],
        summary:
          'Public store details: store (name, logo, hotline, e-mail, free-shipping threshold, return window, social links) or contact (branches, hours)',
        params,
      },
    },
    async (req, reply) => {
      const { key } = req.params;
      return sendCached(app, reply, `${SETTINGS_CACHE_PREFIX}${key}`, 60_000, async () => {
        const { store, contact } = await readRows(app.db);
        const general = toGeneral(store, contact);
        return key === 'store' ? toPublicStore(general) : toPublicContact(general, contact);
      });
    },
  );
};

export default settings;

import type { StoreSettings } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../lib/http';
import { parseJson } from '../catalog/mappers';

const DEFAULT_STORE: StoreSettings = {
  storeName: 'Sen',
  hotline: '',
  email: '',
  address: '',
  chatUrl: '',
  freeShippingThreshold: 500_000,
};

/** Settings anyone may read; the rest of the settings table is for staff. */
const PUBLIC_DEFAULTS: Record<string, object> = {
  store: DEFAULT_STORE,
  contact: { hotline: '', email: '', branches: [], hours: [] },
};

const params = z.object({ key: z.enum(['store', 'contact']) });

const settings: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/settings/:key',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Public store details: store (hotline, e-mail) or contact (branches, hours)',
        params,
      },
    },
    async (req, reply) => {
      const { key } = req.params;
      return sendCached(app, reply, `settings:${key}`, 60_000, async () => {
        const row = await app.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
        return { ...PUBLIC_DEFAULTS[key], ...parseJson<object>(row?.value, {}) };
      });
    },
  );
};

export default settings;

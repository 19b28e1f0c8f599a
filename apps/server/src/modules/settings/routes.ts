import type { StoreSettings } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/http';
import { parseJson } from '../catalog/mappers';

const DEFAULT_STORE: StoreSettings = {
  storeName: 'Sen',
  hotline: '',
  email: '',
  address: '',
  chatUrl: '',
  freeShippingThreshold: 500_000,
};

const settings: FastifyPluginAsync = async (app) => {
  app.get(
    '/settings/store',
    { schema: { tags: ['storefront'], summary: 'Public store details (contact, hotline)' } },
    async () => {
      const store = await app.cache.wrap('settings:store', 60_000, async () => {
        const row = await app.db.selectFrom('settings').select('value').where('key', '=', 'store').executeTakeFirst();
        return { ...DEFAULT_STORE, ...parseJson<Partial<StoreSettings>>(row?.value, {}) };
      });
      return ok(store);
    },
  );
};

export default settings;

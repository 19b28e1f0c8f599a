import { provinceCodeParamsSchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, ok, sendCached } from '../../lib/http';
import { findProvince, listProvinces, listWards } from './queries';

/** Address data rarely changes (a national reform); cache it for an hour. */
const TTL = 60 * 60 * 1000;

const address: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/address/provinces',
    { schema: { tags: ['address'], summary: 'The 34 provinces (after July 2025)' } },
    async (_req, reply) => sendCached(app, reply, 'address:provinces', TTL, () => listProvinces(app.db)),
  );

  app.get(
    '/address/wards/province/:provinceCode',
    { schema: { tags: ['address'], summary: "A province's wards", params: provinceCodeParamsSchema } },
    async (req) => {
      const { provinceCode } = req.params;
      const wards = await app.cache.wrap(`address:wards:${provinceCode}`, TTL, async () => {
        if (!(await findProvince(app.db, provinceCode))) return null;
        return listWards(app.db, provinceCode);
      });
      if (!wards) throw notFound('PROVINCE_NOT_FOUND', { code: provinceCode });
      return ok(wards);
    },
  );
};

export default address;

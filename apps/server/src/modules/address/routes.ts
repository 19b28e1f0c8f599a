import { foldedWords, legacyAddressQuerySchema, provinceCodeParamsSchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, sendCached } from '../../lib/http';
import { ADDRESS_TTL, cachedProvinces, cachedWards, listProvinces, searchLegacyWards } from './queries';

const address: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/address/provinces',
    { schema: { tags: ['address'], summary: 'The 34 provinces (after July 2025)' } },
    async (_req, reply) => sendCached(app, reply, 'address:provinces', ADDRESS_TTL, () => listProvinces(app.db)),
  );

  app.get(
    '/address/wards/province/:provinceCode',
    { schema: { tags: ['address'], summary: "A province's wards", params: provinceCodeParamsSchema } },
    async (req, reply) => {
      const { provinceCode } = req.params;
      if (!(await cachedProvinces(app)).some((p) => p.code === provinceCode)) {
        throw notFound('PROVINCE_NOT_FOUND', { code: provinceCode });
      }
      // The answer's bytes are kept beside the list the checkout reads (findPlace).
      return sendCached(app, reply, `address:wards:${provinceCode}`, ADDRESS_TTL, () => cachedWards(app, provinceCode));
    },
  );

  app.get(
    '/address/legacy',
    {
      schema: {
        tags: ['address'],
        summary: 'Search pre-July-2025 wards (ward, district, province; accent-free) and the 2025 ward each became',
        querystring: legacyAddressQuerySchema,
      },
    },
    async (req, reply) => {
      const { q, limit } = req.query;
      // Keyed by the folded words, so "Bến Nghé" and "ben nghe" share one answer.
      const key = `address:legacy:${limit}:${foldedWords(q).join(' ')}`;
      return sendCached(app, reply, key, ADDRESS_TTL, () => searchLegacyWards(app.db, q, limit));
    },
  );
};

export default address;

import { orderAccessQuerySchema, orderCodeParamsSchema, RETURN_PHOTO_MAX, returnRequestSchema } from '@sen/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, ok } from '../../lib/http';
import { removeStoredImage, storeImage } from '../../lib/images';
import { imageError, readForm, registerMultipart } from '../../lib/multipart';
import { parseFields } from '../catalog/admin-routes';
import { canReadOrder, isBuyer } from '../orders/access';
import { optionalCaller } from '../orders/caller';
import { findOrderByCode } from '../orders/queries';
import { myReturns, orderReturns, requestReturn } from './service';

/** The buyer asks: slow down a client sending many forms (each may carry photos). */
const REQUEST_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The customer's side of returns (issue 13, decision 0210): what an order allows and its requests
 * (whoever may read the order), asking for a return (its owner signed in, or a guest holding the
 * mailed link's token — the same rule as cancelling), and the signed-in customer's requests.
 */
const returns: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['returns'];

  app.get(
    '/me/returns',
    { schema: { tags, summary: "The signed-in customer's return requests, newest first" }, config: { auth: 'required' } },
    async (req) => ok(await myReturns(app.db, req.user!.id)),
  );

  app.get(
    '/orders/:code/returns',
    {
      schema: {
        tags,
        summary: 'What of a delivered order may still be returned (window, quantities) and its return requests',
        params: orderCodeParamsSchema,
        querystring: orderAccessQuerySchema,
      },
    },
    async (req) => {
      const caller = await optionalCaller(app, req);
      const row = await findOrderByCode(app.db, req.params.code);
      if (!row || !canReadOrder(row, caller, req.query, app.auth.signingKey)) throw notFound('ORDER_NOT_FOUND');
      return ok(await orderReturns(app.db, row));
    },
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    const limits = { fileFields: ['photos'], maxFiles: RETURN_PHOTO_MAX } as const;
    await registerMultipart(scope, limits);
    scope.post(
      '/orders/:code/returns',
      {
        schema: {
          tags,
          summary: 'Ask to return items of a delivered order',
          description:
            'multipart/form-data (or JSON): items (JSON array of {itemId, quantity}), reason, comment, token (a guest: the mailed link token), ' +
            `photos (up to ${RETURN_PHOTO_MAX} pictures, recognised from their bytes). Only delivered orders, within the return window, ` +
            'never more than bought minus already returned, one open request per item.',
          params: orderCodeParamsSchema,
        },
        config: REQUEST_LIMIT,
      },
      async (req: FastifyRequest<{ Params: { code: string } }>, reply) => {
        const form = await readForm(req, limits);
        const fields = { ...form.fields };
        if (typeof fields.items === 'string') {
          try {
            fields.items = JSON.parse(fields.items);
          } catch {
            fields.items = undefined;
          }
        }
        const body = parseFields(returnRequestSchema, fields);
        const caller = await optionalCaller(app, req);
        const row = await findOrderByCode(app.db, req.params.code);
        if (!row || !isBuyer(row, caller, { token: body.token }, app.auth.signingKey)) throw notFound('ORDER_NOT_FOUND');
        const stored: string[] = [];
        try {
          for (const bytes of form.files.photos ?? []) {
            try {
              stored.push((await storeImage(app, 'returns', bytes)).url);
            } catch (error) {
              throw imageError(req, 'photos', error);
            }
          }
          const view = await requestReturn(app, row, body, stored, req.lang);
          reply.code(201);
          return ok(view, 201);
        } catch (error) {
          await Promise.all(stored.map((url) => removeStoredImage(app.storage, url)));
          throw error;
        }
      },
    );
  });
};

export default returns;

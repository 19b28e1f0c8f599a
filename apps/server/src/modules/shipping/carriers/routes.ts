import { CARRIER_CODES, type CarrierCode, orderCodeParamsSchema } from '@sen/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/http';
import { carrierOf } from './registry';
import { cancelShipment, createShipment, orderShipments, shipmentLabel } from './shipments';
import { handleNotice } from './webhook';

/** Where each carrier posts its status notices (README, "Carriers": register `PUBLIC_URL` + this). */
export const WEBHOOK_PATHS: Record<CarrierCode, string> = {
  GHN: '/api/v1/shipping/ghn/webhook',
  GHTK: '/api/v1/shipping/ghtk/webhook',
};

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const createBody = z.object({
  carrier: z
    .string({ message: 'shipment.carrier.unknown' })
    .trim()
    .toUpperCase()
    .refine((c) => (CARRIER_CODES as readonly string[]).includes(c), { message: 'shipment.carrier.unknown' }),
});

/**
 * Carrier shipments (issue 14, decision 0320): staff book and cancel an order's parcel
 * (orders.write, audited); the carriers' status webhooks move the order. A carrier that is not
 * configured answers 404 on its webhook.
 */
const carrierRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['shipping'];
  // GHTK may post its notice as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const staff = (req: FastifyRequest) => ({ id: req.user!.id, email: req.user!.email });

  for (const code of CARRIER_CODES) {
    app.post(
      WEBHOOK_PATHS[code].replace('/api/v1', ''),
      { schema: { tags, summary: `${code} status notice (authenticated by the secret registered with ${code})` } },
      async (req, reply: FastifyReply) => {
        const carrier = carrierOf(app.config.carriers, code);
        if (!carrier) return reply.code(404).send({ success: false, message: `${code} is not configured` });
        const body = asRecord(req.body);
        if (!carrier.authorized(asRecord(req.headers), asRecord(req.query), body)) {
          app.log.warn({ carrier: code, ip: req.ip }, 'carrier notice refused: wrong secret');
          return reply.code(401).send({ success: false, message: 'unauthorized' });
        }
        const outcome = await handleNotice(app, carrier, body);
        app.log.info({ carrier: code, outcome, parcel: body.OrderCode ?? body.label_id }, 'carrier notice');
        return { success: true, message: outcome };
      },
    );
  }

  app.get(
    '/admin/orders/:code/carrier-shipments',
    {
      schema: { tags, summary: 'The configured carriers and the parcels booked for an order', params: orderCodeParamsSchema },
      config: { permission: 'orders.read' },
    },
    async (req) => ok(await orderShipments(app, req.params.code)),
  );

  app.post(
    '/admin/orders/:code/carrier-shipments',
    {
      schema: {
        tags,
        summary: 'Book the order’s parcel with a carrier: its tracking number and label link go on the order',
        params: orderCodeParamsSchema,
        body: createBody,
      },
      config: { permission: 'orders.write' },
    },
    async (req, reply) => {
      reply.status(201);
      return ok(await createShipment(app, req.params.code, req.body.carrier, staff(req), req.lang), 201);
    },
  );

  app.get(
    '/admin/orders/:code/carrier-shipments/label',
    {
      schema: {
        tags,
        summary:
          'Print the active parcel’s label: GHTK’s PDF streamed with the shop token, or a redirect to GHN’s print page behind a fresh print token',
        params: orderCodeParamsSchema,
      },
      config: { permission: 'orders.read' },
    },
    async (req, reply) => {
      const { label, trackingCode } = await shipmentLabel(app, req.params.code);
      reply.header('cache-control', 'no-store');
      if ('redirect' in label) return reply.redirect(label.redirect, 302);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="label-${trackingCode.replace(/[^\w.-]/g, '_')}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(label.pdf);
    },
  );

  app.post(
    '/admin/orders/:code/carrier-shipments/cancel',
    {
      schema: { tags, summary: 'Cancel the order’s parcel with its carrier (before pick-up)', params: orderCodeParamsSchema },
      config: { permission: 'orders.write' },
    },
    async (req) => ok(await cancelShipment(app, req.params.code, staff(req))),
  );
};

export default carrierRoutes;

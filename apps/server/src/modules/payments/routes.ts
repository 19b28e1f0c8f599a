import {
  availablePaymentMethods,
  fieldMessage,
  methodCodeParamsSchema,
  type PaymentMethodPatch,
  paymentAvailableQuerySchema,
  paymentMethodCreateSchema,
  paymentMethodUpdateSchema,
  recordIdParamsSchema,
  shippingListQuerySchema,
} from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeBus } from '../../lib/change-bus';
import { AppError, notFound, ok } from '../../lib/http';
import { type MethodPatch, methodStore, methodSwitchRoutes } from '../shipping/method-store';
import credentialsRoutes from './credentials-routes';
import gatewayRoutes from './gateway-routes';
import { findPaymentMethod, offeredPaymentMethods, paymentMethods, toPaymentMethod } from './queries';
import { startPaymentReconciliation } from './reconcile';
import { canTake } from './registry';
import reviewRoutes from './review-routes';

type Row = MethodPatch<'payment_methods'>;

/** acceptedCards and benefits live in the configuration JSON next to the bank details. */
function toRow(b: PaymentMethodPatch, configuration: Record<string, unknown>): Row {
  const row: Row = {};
  if (b.code !== undefined) row.code = b.code;
  if (b.name !== undefined) row.name = b.name;
  if (b.description !== undefined) row.description = b.description;
  if (b.icon !== undefined) row.icon = b.icon;
  if (b.isActive !== undefined) row.is_active = b.isActive ? 1 : 0;
  if (b.isDefault !== undefined) row.is_default = b.isDefault ? 1 : 0;
  if (b.displayOrder !== undefined) row.display_order = b.displayOrder;
  if (b.minimumOrderAmount !== undefined) row.minimum_order_amount = b.minimumOrderAmount;
  if (b.maximumOrderAmount !== undefined) row.maximum_order_amount = b.maximumOrderAmount;
  if (b.handlingFee !== undefined) row.handling_fee = b.handlingFee;
  if (b.handlingFeeType !== undefined) row.handling_fee_type = b.handlingFeeType;
  if (b.instructions !== undefined) row.instructions = b.instructions;
  if (b.processingTime !== undefined) row.processing_time = b.processingTime;
  if (b.configuration !== undefined || b.acceptedCards !== undefined || b.benefits !== undefined) {
    row.configuration = JSON.stringify({
      ...configuration,
      ...(b.configuration ?? {}),
      ...(b.acceptedCards !== undefined ? { acceptedCards: b.acceptedCards } : {}),
      ...(b.benefits !== undefined ? { benefits: b.benefits } : {}),
    });
  }
  return row;
}

const WRITE = { permission: 'settings.write' } as const;

/** Payment methods (spec 2 §3, §7): the list, what a total allows, and staff CRUD. */
const payments: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment'];
  // Method writes tell every instance (invalidateCheckoutCache); the bus closes with the app.
  await changeBus(app);

  async function methodOr404(ref: string) {
    const m = await findPaymentMethod(app, ref);
    if (!m) throw notFound('PAYMENT_METHOD_NOT_FOUND');
    return m;
  }

  const store = methodStore(app, {
    table: 'payment_methods',
    entity: 'payment-method',
    notFoundCode: 'PAYMENT_METHOD_NOT_FOUND',
    codeTakenCode: 'PAYMENT_METHOD_CODE_TAKEN',
    toModel: toPaymentMethod,
  });

  app.get(
    '/payment-methods',
    {
      schema: {
        tags,
        summary: 'Every payment method in display order (?isActive=true: the active ones)',
        querystring: shippingListQuerySchema,
      },
    },
    async (req) => {
      const all = await offeredPaymentMethods(app);
      const { isActive } = req.query;
      return ok(isActive === undefined ? all : all.filter((m) => m.isActive === (isActive === 'true')));
    },
  );

  app.get(
    '/payment-methods/available',
    {
      schema: {
        tags,
        summary: 'Active methods whose minimum and maximum bracket the order total, each with its handling fee',
        querystring: paymentAvailableQuerySchema,
      },
    },
    async (req) => ok(availablePaymentMethods(await offeredPaymentMethods(app), req.query.orderTotal)),
  );

  app.get('/payment-methods/default', { schema: { tags, summary: 'The default payment method' } }, async () => {
    const m = (await offeredPaymentMethods(app)).find((x) => x.isDefault && x.isActive);
    if (!m) throw notFound('PAYMENT_DEFAULT_NOT_FOUND');
    return ok(m);
  });

  app.get(
    '/payment-methods/code/:code',
    { schema: { tags, summary: 'A payment method by code (any case)', params: methodCodeParamsSchema } },
    async (req) => ok(await methodOr404(req.params.code)),
  );

  app.get(
    '/payment-methods/:id',
    { schema: { tags, summary: 'A payment method by id (or code)', params: recordIdParamsSchema } },
    async (req) => ok(await methodOr404(req.params.id)),
  );

  app.post(
    '/payment-methods',
    { schema: { tags, summary: 'Create a payment method (settings.write)', body: paymentMethodCreateSchema }, config: WRITE },
    async (req, reply) => {
      reply.status(201);
      return ok(await store.create(toRow(req.body, {}), req.user), 201);
    },
  );

  app.put(
    '/payment-methods/:id',
    {
      schema: {
        tags,
        summary: 'Update a payment method; only the fields sent change',
        params: recordIdParamsSchema,
        body: paymentMethodUpdateSchema,
      },
      config: WRITE,
    },
    async (req) => {
      const m = await store.storedOr404(req.params.id);
      const patch = toRow(req.body, m.configuration);
      // The schema checks the fields sent together; a partial update is checked against what it joins.
      const next = { ...m, ...req.body };
      const errors = [];
      if (
        next.minimumOrderAmount != null &&
        next.maximumOrderAmount != null &&
        next.minimumOrderAmount > next.maximumOrderAmount
      ) {
        errors.push({ field: 'maximumOrderAmount', message: fieldMessage('payment.bracket.range', req.lang) });
      }
      if (next.handlingFeeType === 'percentage' && next.handlingFee > 100) {
        errors.push({ field: 'handlingFee', message: fieldMessage('payment.fee.percentage', req.lang) });
      }
      if (errors.length) throw new AppError(400, 'VALIDATION_ERROR', undefined, errors);
      return ok(await store.save(m._id, patch, false, req.user));
    },
  );

  methodSwitchRoutes(app, store, { path: '/payment-methods', tags, noun: 'payment method' });

  app.get(
    '/admin/payment-methods/availability',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every stored method and whether checkout offers it (a gateway needs its credentials in the environment)',
      },
      config: { permission: 'settings.write' },
    },
    async () => {
      const all = await paymentMethods(app);
      return ok(all.map((m) => ({ code: m.code, isActive: m.isActive, offered: canTake(app.config.payments, m.code) })));
    },
  );

  await app.register(gatewayRoutes);
  await app.register(reviewRoutes);
  await app.register(credentialsRoutes);
  startPaymentReconciliation(app);
};

export default payments;

import { randomUUID } from 'node:crypto';
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
import type { PaymentMethodsTable } from '../../db/schema';
import { changeBus } from '../../lib/change-bus';
import { AppError, notFound, ok } from '../../lib/http';
import { type AuditActor, recordAudit } from '../audit/audit';
import { isUniqueViolation, writeTransaction } from '../orders/db';
import { invalidateCheckoutCache } from '../shipping/queries';
import credentialsRoutes from './credentials-routes';
import gatewayRoutes from './gateway-routes';
import { findPaymentMethod, offeredPaymentMethods, paymentMethods, toPaymentMethod } from './queries';
import { startPaymentReconciliation } from './reconcile';
import { canTake } from './registry';
import reviewRoutes from './review-routes';

type Row = Partial<Omit<PaymentMethodsTable, 'id' | 'created_at'>>;

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

  async function storedOr404(ref: string) {
    const row = await app.db
      .selectFrom('payment_methods')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', ref), eb('code', '=', ref.trim().toUpperCase())]))
      .executeTakeFirst();
    if (!row) throw notFound('PAYMENT_METHOD_NOT_FOUND');
    return toPaymentMethod(row);
  }

  async function save(id: string, row: Row, create: boolean, actor: AuditActor | null, action = create ? 'create' : 'update') {
    const now = new Date().toISOString();
    try {
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const old = create
          ? undefined
          : await trx.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
        if (row.is_default === 1) {
          await trx.updateTable('payment_methods').set({ is_default: 0, updated_at: now }).where('is_default', '=', 1).execute();
        }
        if (create) {
          await trx
            .insertInto('payment_methods')
            .values({ ...(row as PaymentMethodsTable), id, created_at: now, updated_at: now })
            .execute();
        } else {
          await trx
            .updateTable('payment_methods')
            .set({ ...row, updated_at: now })
            .where('id', '=', id)
            .execute();
        }
        const saved = await trx.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        await recordAudit(trx, {
          actor,
          action,
          entity: 'payment-method',
          entityId: id,
          before: old && toPaymentMethod(old),
          after: toPaymentMethod(saved),
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'PAYMENT_METHOD_CODE_TAKEN', { code: row.code ?? '' });
      throw err;
    }
    await invalidateCheckoutCache(app);
    return storedOr404(id);
  }

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
      return ok(await save(randomUUID(), toRow(req.body, {}), true, req.user), 201);
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
      const m = await storedOr404(req.params.id);
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
      return ok(await save(m._id, patch, false, req.user));
    },
  );

  app.delete(
    '/payment-methods/:id',
    {
      schema: { tags, summary: 'Delete a payment method (orders keep their copy)', params: recordIdParamsSchema },
      config: WRITE,
    },
    async (req) => {
      const m = await storedOr404(req.params.id);
      await writeTransaction(app.db, app.dialect, async (trx) => {
        await trx.deleteFrom('payment_methods').where('id', '=', m._id).execute();
        await recordAudit(trx, { actor: req.user, action: 'delete', entity: 'payment-method', entityId: m._id, before: m });
      });
      await invalidateCheckoutCache(app);
      return ok({ _id: m._id, deleted: true });
    },
  );

  app.patch(
    '/payment-methods/:id/set-default',
    { schema: { tags, summary: 'Make this the only default method', params: recordIdParamsSchema }, config: WRITE },
    async (req) => ok(await save((await storedOr404(req.params.id))._id, { is_default: 1 }, false, req.user, 'set-default')),
  );

  app.patch(
    '/payment-methods/:id/toggle-active',
    { schema: { tags, summary: 'Switch a method on or off', params: recordIdParamsSchema }, config: WRITE },
    async (req) => {
      const m = await storedOr404(req.params.id);
      return ok(await save(m._id, { is_active: m.isActive ? 0 : 1 }, false, req.user, 'toggle-active'));
    },
  );

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

import { defaultProcessingTime, type PaymentConfiguration, type PaymentMethod, sortPaymentMethods } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { PaymentMethodsTable } from '../../db/schema';
import { parseJson } from '../catalog/mappers';
import { CHECKOUT_CACHE_PREFIX } from '../shipping/queries';
import { canTake } from './registry';

const METHODS_KEY = `${CHECKOUT_CACHE_PREFIX}payment-methods`;
const TTL = 5 * 60_000;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function toPaymentMethod(r: PaymentMethodsTable): PaymentMethod {
  const parsed = parseJson<PaymentConfiguration>(r.configuration, {});
  const configuration = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  return {
    _id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    icon: r.icon,
    isActive: r.is_active === 1,
    isDefault: r.is_default === 1,
    displayOrder: r.display_order,
    minimumOrderAmount: r.minimum_order_amount === null ? null : Number(r.minimum_order_amount),
    maximumOrderAmount: r.maximum_order_amount === null ? null : Number(r.maximum_order_amount),
    handlingFee: Number(r.handling_fee),
    handlingFeeType: r.handling_fee_type === 'percentage' ? 'percentage' : 'fixed',
    instructions: r.instructions,
    processingTime: r.processing_time || defaultProcessingTime(r.code),
    acceptedCards: strings(configuration.acceptedCards),
    benefits: strings(configuration.benefits),
    configuration,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Every method in display order; cached, so callers must not change the objects. */
export function paymentMethods(app: FastifyInstance): Promise<PaymentMethod[]> {
  return app.cache.wrap(METHODS_KEY, TTL, async () => {
    const rows = await app.db.selectFrom('payment_methods').selectAll().execute();
    return sortPaymentMethods(rows.map(toPaymentMethod));
  });
}

/**
 * The methods checkout may offer: a gateway without credentials, or a wallet without an adapter,
 * is left out (decision 0160), so no order can wait on a payment nobody can make.
 */
export async function offeredPaymentMethods(app: FastifyInstance): Promise<PaymentMethod[]> {
  return (await paymentMethods(app)).filter((m) => canTake(app.config.payments, m.code));
}

/** An offered method by id, or by code in any case (decision 4). */
export async function findPaymentMethod(app: FastifyInstance, ref: string): Promise<PaymentMethod | undefined> {
  const code = ref.trim().toUpperCase();
  return (await offeredPaymentMethods(app)).find((m) => m._id === ref || m.code === code);
}

import { foldText, type ShippingMethod, type ShippingRate, sortShippingMethods } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { ShippingMethodsTable } from '../../db/schema';
import { changeBus } from '../../lib/change-bus';
import { cachedProvinces } from '../address/queries';
import { parseJson } from '../catalog/mappers';

/** Cache keys of the checkout's reference data; staff writes drop them all. */
export const CHECKOUT_CACHE_PREFIX = 'checkout:';
const METHODS_KEY = `${CHECKOUT_CACHE_PREFIX}shipping-methods`;
const TTL = 5 * 60_000;

export function toShippingMethod(r: ShippingMethodsTable): ShippingMethod {
  const rates = parseJson<ShippingRate[]>(r.rates, []);
  return {
    _id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    icon: r.icon,
    carrier: r.carrier,
    isActive: r.is_active === 1,
    isDefault: r.is_default === 1,
    displayOrder: r.display_order,
    baseRate: Number(r.base_rate),
    freeShippingThreshold: r.free_shipping_threshold === null ? null : Number(r.free_shipping_threshold),
    rates: Array.isArray(rates)
      ? rates.map((x) => ({
          region: String(x.region ?? ''),
          baseRate: Number(x.baseRate) || 0,
          freeShippingThreshold: x.freeShippingThreshold == null ? null : Number(x.freeShippingThreshold),
        }))
      : [],
    estimatedDeliveryTime: {
      min: r.estimated_min,
      max: r.estimated_max,
      unit: r.estimated_unit === 'hours' ? 'hours' : 'days',
    },
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Every method, sorted (spec 2 §9); cached, so callers must not change the objects. */
export function shippingMethods(app: FastifyInstance): Promise<ShippingMethod[]> {
  return app.cache.wrap(METHODS_KEY, TTL, async () => {
    const rows = await app.db.selectFrom('shipping_methods').selectAll().execute();
    return sortShippingMethods(rows.map(toShippingMethod));
  });
}

/** By id, or by code in any case (decision 4). */
export async function findShippingMethod(app: FastifyInstance, ref: string): Promise<ShippingMethod | undefined> {
  const code = ref.trim().toUpperCase();
  return (await shippingMethods(app)).find((m) => m._id === ref || m.code === code);
}

export interface Place {
  code: string | null;
  name: string;
}

/**
 * A province from its code ("79") or name ("Hồ Chí Minh", "tp ho chi minh"); an unknown name is
 * kept as typed so region rates can still match it, an empty one gives null.
 */
export async function resolveProvince(app: FastifyInstance, ref: string | null | undefined): Promise<Place | null> {
  const raw = (ref ?? '').trim();
  if (!raw) return null;
  const provinces = await cachedProvinces(app);
  const byCode = provinces.find((p) => p.code === raw);
  if (byCode) return { code: byCode.code, name: byCode.name };
  const folded = foldText(raw);
  const byName =
    provinces.find((p) => foldText(p.name) === folded || foldText(p.shortName) === folded) ??
    (folded.length >= 3 ? provinces.find((p) => foldText(p.name).includes(folded)) : undefined);
  return byName ? { code: byName.code, name: byName.name } : { code: null, name: raw };
}

export const CHECKOUT_TOPIC = 'checkout';

/**
 * After a shipping or payment method write: the cached method lists go, and every instance drops
 * the pages rendered with the old ones (shipping and payment policy pages, fees in the product
 * page) through the change bus. The writing plugin calls `changeBus(app)` while registering.
 */
export async function invalidateCheckoutCache(app: FastifyInstance): Promise<void> {
  await app.cache.invalidate(CHECKOUT_CACHE_PREFIX);
  await (await changeBus(app)).publish(CHECKOUT_TOPIC);
}

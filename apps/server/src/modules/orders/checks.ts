import {
  type FieldError,
  fieldMessage,
  formatLegacyAddress,
  type Language,
  type PaymentMethod,
  type PlaceOrderInput,
  parcelGrams,
  parcelValue,
  type ShippingMethod,
} from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/http';
import { findLegacyWard, findPlace } from '../address/queries';
import { mergeRefs } from '../cart/lines';
import { buildCart } from '../cart/quote';
import { findPaymentMethod } from '../payments/queries';
import { carrierMethodFor } from '../shipping/carriers/quotes';
import { carrierOf } from '../shipping/carriers/registry';
import { findShippingMethod } from '../shipping/queries';

export interface Destination {
  province: { code: string; name: string };
  ward: { code: string; name: string };
  method: ShippingMethod;
  /** The old form of the address, when the shopper picked it that way. */
  legacy: string | null;
}

export interface References {
  /** Null when nothing ships (courses only). */
  destination: Destination | null;
  payment: PaymentMethod;
}

/**
 * The form's references checked against the database before any write: province and ward codes
 * (the ward within the province), active shipping and payment methods by code in any case
 * (decision 4). All problems are reported together, under their fields.
 */
export async function checkReferences(
  app: FastifyInstance,
  input: PlaceOrderInput,
  ships: boolean,
  lang: Language,
): Promise<References> {
  const errors: FieldError[] = [];
  const err = (field: string, key: Parameters<typeof fieldMessage>[0]) =>
    errors.push({ field, message: fieldMessage(key, lang) });
  const { city, ward, legacyWard } = input.information;

  let destination: Destination | null = null;
  if (ships) {
    const carrier = carrierOf(app.config.carriers, input.shipping.method);
    const [place, own, old] = await Promise.all([
      findPlace(app, city, ward),
      carrier ? undefined : findShippingMethod(app, input.shipping.method),
      legacyWard ? findLegacyWard(app.db, legacyWard) : null,
    ]);
    let method = own;
    // A live carrier's fee is quoted again here, never taken from the client (decision 0320).
    if (carrier && place.province && place.ward) {
      // Weight and declared value from the lines priced as the checkout page priced them (/cart/quote).
      const goods = (await buildCart(app.db, mergeRefs(input.items), lang)).items.filter((l) => l.isAvailable);
      const quoted = await carrierMethodFor(app, carrier.code, {
        provinceCode: place.province.code,
        wardCode: place.ward.code,
        legacyWard: old?.ward.code === place.ward.code ? old.id : null,
        grams: parcelGrams(goods),
        value: parcelValue(goods),
      });
      if (quoted) method = quoted;
      else err('shipping.method', 'checkout.shipping.carrierDown');
    }
    if (!place.province) err('information.city', 'checkout.city.unknown');
    else if (!place.ward) err('information.ward', 'checkout.ward.unknown');
    if (!method?.isActive && !carrier) err('shipping.method', 'checkout.shipping.unknown');
    // The old form is printed for the courier, so it must be the one that became the chosen ward.
    if (legacyWard && !old) err('information.legacyWard', 'address.legacy.unknown');
    else if (old && place.ward && old.ward.code !== place.ward.code) err('information.legacyWard', 'address.legacy.mismatch');
    const legacy = old ? formatLegacyAddress(old) : null;
    if (place.province && place.ward && method?.isActive)
      destination = { province: place.province, ward: place.ward, method, legacy };
  }
  const payment = await findPaymentMethod(app, input.payment.method);
  if (!payment?.isActive) err('payment.method', 'checkout.payment.unknown');

  if (errors.length || !payment) throw new AppError(400, 'VALIDATION_ERROR', undefined, errors);
  return { destination, payment };
}

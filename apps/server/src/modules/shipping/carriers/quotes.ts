import type { ShippingMethod } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { carrierPlace, shippingOrigin } from './places';
import { carrierOf, configuredCarriers } from './registry';
import { type Carrier, type CarrierQuote, CarrierUnreachable } from './types';

type App = Pick<FastifyInstance, 'db' | 'cache' | 'config' | 'log'>;

/** A quote is good this long (same ward, weight and value): the carriers' prices move daily, not by the minute. */
export const QUOTE_TTL = 5 * 60_000;
/** A carrier that did not answer is skipped this long, so a carrier that is down slows no checkout. */
const DOWN_FOR = 30_000;
/** The estimate shown when the carrier gives none (GHTK's fee API does not). */
const DEFAULT_DAYS = { min: 2, max: 4 };

const downUntil = new WeakMap<Carrier, number>();

export interface QuoteRequest {
  provinceCode: string;
  wardCode: string;
  legacyWard?: string | null;
  grams: number;
  /** The goods' value (core parcelValue), VND: each carrier insures it up to its own limit. */
  value: number;
}

/** The value declared to a carrier for insurance: the goods' value within the carrier's published limit (decision 0322). */
export function declaredValue(carrier: Pick<Carrier, 'maxDeclaredValue'>, goodsValue: number): number {
  return Math.min(Math.max(0, Math.round(goodsValue)), carrier.maxDeclaredValue);
}

function withDeadline<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CarrierUnreachable(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(timer));
}

/** One carrier's quote (cached per ward, weight and declared value), or null when it cannot quote in time. */
export async function carrierQuote(
  app: App,
  carrier: Carrier,
  req: QuoteRequest,
): Promise<(CarrierQuote & { declaredValue: number }) | null> {
  if ((downUntil.get(carrier) ?? 0) > Date.now()) return null;
  const value = declaredValue(carrier, req.value);
  const key = `carrier-quote:${carrier.code}:${req.wardCode}:${req.legacyWard ?? ''}:${req.grams}:${value}`;
  try {
    const quote = await app.cache.wrap(key, QUOTE_TTL, async () => {
      const [to, origin] = await Promise.all([
        carrierPlace(app, req.provinceCode, req.wardCode, req.legacyWard),
        shippingOrigin(app),
      ]);
      if (!to) throw new Error(`ward ${req.wardCode} has no pre-2025 mapping`);
      // The whole quote (address look-ups included) within the carrier time limit.
      return withDeadline(carrier.quote(to, origin?.place ?? null, { grams: req.grams, value }), app.config.carriers.timeoutMs);
    });
    return { ...quote, declaredValue: value };
  } catch (err) {
    // Only silence takes a carrier out for everyone; a refusal (a place it does not know) is this quote's alone.
    if (err instanceof CarrierUnreachable) downUntil.set(carrier, Date.now() + DOWN_FOR);
    app.log.warn({ carrier: carrier.code, err: (err as Error).message }, 'carrier quote failed; the shop’s own methods remain');
    return null;
  }
}

/** A carrier's quote as a shipping method: its fee (insurance included) is the method's only rate, never free by threshold. */
export function carrierMethod(carrier: Carrier, quote: CarrierQuote & { declaredValue: number }): ShippingMethod {
  const days = quote.days ?? DEFAULT_DAYS;
  const now = new Date(0).toISOString();
  return {
    _id: `carrier:${carrier.code}`,
    code: carrier.code,
    name: carrier.name,
    description: '',
    icon: '',
    carrier: carrier.code,
    isActive: true,
    isDefault: false,
    displayOrder: 0,
    baseRate: quote.fee,
    freeShippingThreshold: null,
    rates: [],
    estimatedDeliveryTime: { min: days.min, max: days.max, unit: 'days' },
    createdAt: now,
    updatedAt: now,
    declaredValue: quote.declaredValue,
  };
}

/** Every configured carrier's method for the ward (those that answered in time). */
export async function carrierMethods(app: App, req: QuoteRequest): Promise<ShippingMethod[]> {
  const carriers = configuredCarriers(app.config.carriers);
  if (!carriers.length || !req.wardCode) return [];
  const quotes = await Promise.all(carriers.map((c) => carrierQuote(app, c, req)));
  return carriers.flatMap((c, i) => {
    const q = quotes[i];
    return q ? [carrierMethod(c, q)] : [];
  });
}

/** The method of one carrier code at order time, quoted again on the server; undefined: not a configured carrier; null: no quote. */
export async function carrierMethodFor(app: App, code: string, req: QuoteRequest): Promise<ShippingMethod | null | undefined> {
  const carrier = carrierOf(app.config.carriers, code);
  if (!carrier) return undefined;
  const q = await carrierQuote(app, carrier, req);
  return q ? carrierMethod(carrier, q) : null;
}

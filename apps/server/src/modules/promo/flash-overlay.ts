import type { FastifyInstance, FastifyReply } from 'fastify';
import { changeBus } from '../../lib/change-bus';
import { sendJson } from '../../lib/http';
import { MomentTimer } from '../../lib/moment-timer';
import { flashUnitPrice } from './flash';

/**
 * Flash prices on cached product answers (decision 0350). Product pages, quick views, listing
 * cards and home strips are kept as JSON text for 15 s; a flash price must show from the first
 * second of the sale to its last. So the kept answers never hold a flash price: the items of the
 * sales not yet over are kept apart (one small list, a few seconds), and each answer gets the
 * prices running at the request's own clock laid over it. An answer naming no running product is
 * sent as it was kept, untouched (the usual case: no parse, no stringify).
 */

/** Kept under `promotions:` so every flash-sale write (which drops that prefix) drops it too. */
const SCHEDULE_KEY = 'promotions:flash-schedule';
/** Sold counts move with orders; a sold-out item shows its regular price within this long. */
export const SCHEDULE_TTL = 5_000;
/**
 * The running and coming sales as `/flash-sales/current` shows them (storefront.ts), kept as long
 * as the schedule and dropped with it (flash-sale writes, the timer's moments), and after every
 * stock move (orders/stock-moved.ts: sold counts and stock). Under `home:`, so a product write (its
 * name, picture or price on the strip) drops it too.
 */
export const CURRENT_SALES_KEY = 'home:flash-sales';

export interface ScheduledFlashItem {
  productId: string;
  variantId: string | null;
  priceType: string;
  value: number;
  cap: number | null;
  sold: number;
  startsAt: string;
  endsAt: string;
}

/** Items of active sales that have not ended yet (running or to come), read from the database. */
export async function loadFlashSchedule(app: FastifyInstance, now = Date.now()): Promise<ScheduledFlashItem[]> {
  const rows = await app.db
    .selectFrom('flash_sale_items as i')
    .innerJoin('flash_sales as s', 's.id', 'i.flash_sale_id')
    .select(['i.product_id', 'i.variant_id', 'i.price_type', 'i.value', 'i.cap', 'i.sold', 's.starts_at', 's.ends_at'])
    .where('s.is_active', '=', 1)
    .where('s.ends_at', '>', new Date(now).toISOString())
    .orderBy('s.starts_at')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    productId: r.product_id,
    variantId: r.variant_id,
    priceType: r.price_type,
    value: Number(r.value),
    cap: r.cap === null ? null : Number(r.cap),
    sold: Number(r.sold),
    startsAt: r.starts_at,
    endsAt: r.ends_at,
  }));
}

export function flashSchedule(app: FastifyInstance): Promise<ScheduledFlashItem[]> {
  return app.cache.wrap(SCHEDULE_KEY, SCHEDULE_TTL, () => loadFlashSchedule(app));
}

/** The items running at `now` with units left, by product (the first sale to start wins, as orders price it). */
export function runningByProduct(items: ScheduledFlashItem[], now: number): Map<string, ScheduledFlashItem[]> {
  const map = new Map<string, ScheduledFlashItem[]>();
  for (const i of items) {
    if (Date.parse(i.startsAt) > now || Date.parse(i.endsAt) <= now) continue;
    if (i.cap !== null && i.sold >= i.cap) continue;
    const list = map.get(i.productId);
    if (list) list.push(i);
    else map.set(i.productId, [i]);
  }
  return map;
}

interface PricedFields {
  price: number;
  comparePrice: number | null;
}

/** The shown price of one product or variant under a flash item: null when the flash price is not lower. */
function flashed(fields: PricedFields, regularOf: number, item: ScheduledFlashItem) {
  const price = flashUnitPrice(item.priceType, item.value, fields.price);
  if (price >= fields.price) return null;
  const regular = Math.max(regularOf, fields.price);
  return { price, regular, percent: Math.round((1 - price / regular) * 100) };
}

/**
 * The price a listing card shows under the product's running items: a card has no variants, so
 * only an item for the whole product applies (as overlayProduct does); null when none lowers it.
 * The listing filters and sorts on it (decision 0361).
 */
export function cardFlashPrice(price: number, items: ScheduledFlashItem[]): number | null {
  const whole = items.find((i) => i.variantId === null);
  return whole ? (flashed({ price, comparePrice: null }, 0, whole)?.price ?? null) : null;
}

type Json = Record<string, unknown>;

/** Lays the running flash prices over one product as the API shows it (and over its variants). */
function overlayProduct(p: Json, items: ScheduledFlashItem[]): void {
  const whole = items.find((i) => i.variantId === null);
  const variants = Array.isArray(p.variants) ? (p.variants as Json[]) : [];
  const itemFor = (variantId: string) => items.find((i) => i.variantId === variantId) ?? whole;
  for (const v of variants) {
    const item = itemFor(String(v._id));
    if (!item) continue;
    const f = flashed({ price: Number(v.price), comparePrice: v.comparePrice as number | null }, Number(v.basePrice ?? 0), item);
    if (!f) continue;
    v.price = f.price;
    v.basePrice = f.regular;
    v.comparePrice = f.regular;
  }
  // The product's own price is its default variant's when it has variants.
  const main = variants.find((v) => v.isDefault);
  const item = main ? itemFor(String(main._id)) : whole;
  if (!item) return;
  const f = flashed(
    { price: Number(p.price), comparePrice: p.comparePrice as number | null },
    Math.max(Number(p.comparePrice ?? 0), Number(p.originalPrice ?? 0)),
    item,
  );
  if (!f) return;
  p.price = f.price;
  p.comparePrice = f.regular;
  if ('originalPrice' in p) p.originalPrice = f.regular;
  p.isOnSale = true;
  p.salePercentage = f.percent;
  p.saleStart = item.startsAt;
  p.saleEnd = item.endsAt;
}

/** Walks an answer and overlays every product object (one with `_id`, `price` and `isOnSale`) that is on flash sale. */
function overlayAll(node: unknown, running: Map<string, ScheduledFlashItem[]>): void {
  if (Array.isArray(node)) {
    for (const x of node) overlayAll(x, running);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Json;
  if (typeof o._id === 'string' && typeof o.price === 'number' && 'isOnSale' in o) {
    const items = running.get(o._id);
    if (items) overlayProduct(o, items);
    return;
  }
  for (const v of Object.values(o)) if (v && typeof v === 'object') overlayAll(v, running);
}

/** The kept answer (text or its UTF-8 bytes) with the flash prices running at `now` laid over it (the same answer when none concerns it). */
export function withFlashOverlay<B extends string | Buffer>(body: B, items: ScheduledFlashItem[], now: number): B | string {
  if (!items.length) return body;
  const running = runningByProduct(items, now);
  if (!running.size) return body;
  let concerned = false;
  for (const id of running.keys()) {
    if (body.includes(`"_id":"${id}"`)) {
      concerned = true;
      break;
    }
  }
  if (!concerned) return body;
  const parsed = JSON.parse(body.toString()) as unknown;
  overlayAll(parsed, running);
  return JSON.stringify(parsed);
}

/** Sends a kept product answer with the flash prices of this instant. */
export async function sendWithFlash(app: FastifyInstance, reply: FastifyReply, body: string | Buffer): Promise<FastifyReply> {
  return sendJson(reply, withFlashOverlay(body, await flashSchedule(app), Date.now()));
}

/**
 * Rendered pages are kept a few seconds too (web/page-cache.ts): one timer per instance drops them
 * at the next start or end of a sale, so a page rendered a second before the switch is not served
 * after it. Re-armed after every flash-sale write (on every instance, through the change bus).
 */
export class FlashSchedule extends MomentTimer {
  constructor(app: FastifyInstance) {
    super(app, 'flash schedule', 5);
  }

  async nextMoment(now = Date.now()): Promise<number | null> {
    const items = await loadFlashSchedule(this.app, now);
    const moments = items.flatMap((i) => [Date.parse(i.startsAt), Date.parse(i.endsAt)]).filter((t) => t > now);
    return moments.length ? Math.min(...moments) : null;
  }

  protected async onMoment(): Promise<void> {
    await this.app.cache.drop([SCHEDULE_KEY, CURRENT_SALES_KEY]);
    await (await changeBus(this.app)).publish(`${FLASH_TOPIC}:switch`);
  }
}

export const FLASH_TOPIC = 'flash';

/** After a flash-sale write: the schedule goes everywhere, pages are dropped and every instance re-arms its timer. */
export async function flashSalesChanged(app: FastifyInstance): Promise<void> {
  await Promise.all([app.cache.invalidate('promotions:'), app.cache.drop([CURRENT_SALES_KEY])]);
  await (await changeBus(app)).publish(FLASH_TOPIC);
}

import { randomUUID } from 'node:crypto';
import {
  EDITABLE_ORDER_STATUSES,
  errorMessage,
  type FieldError,
  fieldMessage,
  formatVnd,
  type Language,
  lineTotal,
  type OrderEdit,
  type OrderEditResult,
  type OrderEditTotals,
  parcelValue,
  priceCheckout,
  pricePromotions,
  type ShippingMethod,
} from '@sen/core';
import { foldText } from '@sen/core/text';
import type { FastifyInstance } from 'fastify';
import type { OrderItemsTable, OrdersTable } from '../../db/tables/commerce';
import { AppError, notFound } from '../../lib/http';
import { findPlace } from '../address/queries';
import { type AuditActor, recordAudit } from '../audit/audit';
import { loadProducts, productLine, productOrThrow, purchasable } from '../cart/lines';
import { findPaymentMethod } from '../payments/queries';
import { toRule } from '../promo/promotions';
import { noticeLowStock } from '../realtime/staff-notify';
import { itemsGrams } from '../shipping/carriers/parcel';
import { carrierMethodFor, type QuoteRequest } from '../shipping/carriers/quotes';
import { findShippingMethod } from '../shipping/queries';
import { adjustStoreStock } from '../stores/stock';
import { type Tx, writeTransaction } from './db';
import { adjustStock, type StockDelta } from './edit-stock';
import { announceOrderUpdate } from './events';
import { findOrderByCode, loadOrder } from './queries';
import type { Actor, OrdersApp } from './status';
import { stockMoved } from './stock-moved';

/** Thrown to roll a preview back after everything was checked and priced. */
class Preview extends Error {
  constructor(readonly result: OrderEditResult) {
    super('preview');
  }
}

/**
 * Thrown to roll the edit back when a live carrier's fee is needed for a parcel not quoted yet:
 * the carrier is asked outside the transaction (on SQLite the write lock would otherwise be held
 * for up to the carrier time limit), then the edit runs again with that quote.
 */
class NeedsQuote extends Error {
  constructor(
    readonly carrier: string,
    readonly parcel: QuoteRequest,
    readonly key: string,
  ) {
    super('carrier quote needed');
  }
}

/** A carrier's fee asked for this parcel (its key), before the transaction that uses it. */
interface Quoted {
  key: string;
  method: ShippingMethod | undefined;
}

/** Parcels that changed between the quote and the transaction (a concurrent edit, a product's weight) get this many quotes. */
const QUOTE_ATTEMPTS = 3;

const NOTE = {
  vi: (before: number, after: number, note: string) =>
    `Nhân viên sửa đơn hàng: tổng ${formatVnd(before)} → ${formatVnd(after)}${note ? ` — ${note}` : ''}`,
  en: (before: number, after: number, note: string) =>
    `Order edited by staff: total ${formatVnd(before)} → ${formatVnd(after)}${note ? ` — ${note}` : ''}`,
};

const invalid = (errors: FieldError[]) => new AppError(400, 'VALIDATION_ERROR', undefined, errors);

function totalsOf(
  o: Pick<OrdersTable, 'subtotal' | 'tax' | 'shipping_fee' | 'discount' | 'handling_fee' | 'total'>,
): OrderEditTotals {
  return {
    subtotal: Number(o.subtotal),
    tax: Number(o.tax),
    shippingFee: Number(o.shipping_fee),
    discount: Number(o.discount),
    handlingFee: Number(o.handling_fee),
    total: Number(o.total),
  };
}

interface NewLine {
  /** The existing row, or null for a line the edit adds. */
  item: OrderItemsTable | null;
  kind: string;
  product: string | null;
  variant: string | null;
  name: string;
  sku: string;
  unitPrice: number;
  quantity: number;
  categoryId: string | null;
  /** Index in the edit's items (for field errors); -1 for a course line. */
  at: number;
  /** A new line's row values. */
  fresh?: Omit<OrderItemsTable, 'id' | 'order_id' | 'position'>;
}

/**
 * Staff edit of an order not shipped yet (issue 13, decision 0340), in one transaction: the
 * order row is locked first (the conditional no-op update on an editable status), then the lines
 * are rebuilt, re-priced with the order's own promotions (core pricePromotions), shipping method
 * and payment method (core priceCheckout), promotions that no longer apply are removed and their
 * use given back, and the stock difference per variant is taken or given back atomically —
 * from the pickup store for a pickup order. Kept lines keep the unit price the customer agreed
 * to; added lines are priced as the catalogue sells them now. With `preview` everything runs
 * and is checked, then rolled back.
 */
export async function editOrder(
  app: OrdersApp & Pick<FastifyInstance, 'db'>,
  code: string,
  edit: OrderEdit,
  who: { actor: Actor; audit: AuditActor },
  lang: Language,
  /** Runs in the edit's transaction right after the order row is locked (a shipment cancelled with its lines, decision 0299). */
  within?: (trx: Tx, order: OrdersTable) => Promise<void>,
): Promise<OrderEditResult> {
  const found = await findOrderByCode(app.db, code);
  if (!found) throw notFound('ORDER_NOT_FOUND');
  const seen: OrdersTable = found;
  const fastify = app as unknown as FastifyInstance;
  const [method, payment, place] = await Promise.all([
    seen.shipping_method_code ? findShippingMethod(fastify, seen.shipping_method_code) : undefined,
    findPaymentMethod(fastify, seen.payment_method_code),
    edit.address ? findPlace(fastify, edit.address.city, edit.address.ward) : null,
  ]);
  if (edit.address && seen.requires_shipping !== 1)
    throw invalid([{ field: 'address', message: fieldMessage('checkout.address.required', lang) }]);
  if (place && !place.province) throw invalid([{ field: 'address.city', message: fieldMessage('checkout.city.unknown', lang) }]);
  if (place && !place.ward) throw invalid([{ field: 'address.ward', message: fieldMessage('checkout.ward.unknown', lang) }]);

  const changed = new Map<string, number>();
  let order: OrdersTable | null = null;
  let result: OrderEditResult | undefined;
  let quoted: Quoted | null = null;
  for (let attempt = 0; !result; attempt++) {
    try {
      result = await editOnce();
    } catch (err) {
      if (err instanceof Preview) return err.result;
      if (!(err instanceof NeedsQuote)) throw err;
      // The parcel moved again between the quote and the transaction, time after time: let staff retry.
      if (attempt >= QUOTE_ATTEMPTS) throw new AppError(409, 'ORDER_EDIT_CHANGED');
      const carrier = { db: app.db, cache: app.cache, config: app.config, log: app.log };
      const method = await carrierMethodFor(carrier, err.carrier, err.parcel);
      if (method === null) throw invalid([{ field: 'shipping', message: fieldMessage('checkout.shipping.carrierDown', lang) }]);
      quoted = { key: err.key, method };
      changed.clear();
    }
  }

  async function editOnce(): Promise<OrderEditResult> {
    return writeTransaction(app.db, app.dialect, async (trx) => {
      const stamp = new Date().toISOString();
      // Locks the order row (PostgreSQL) and re-checks that it may still be edited: a concurrent
      // edit of the same order waits here and then works on the committed lines.
      const lock = await trx
        .updateTable('orders')
        .set({ updated_at: stamp })
        .where('id', '=', seen.id)
        .where('status', 'in', [...EDITABLE_ORDER_STATUSES])
        .where('shipping_status', '=', 'notShipped')
        .executeTakeFirst();
      const row = await trx.selectFrom('orders').selectAll().where('id', '=', seen.id).executeTakeFirstOrThrow();
      if (Number(lock.numUpdatedRows) !== 1) throw new AppError(409, 'ORDER_NOT_EDITABLE', { status: row.status });
      if (Number(row.gift_card_amount ?? 0) > 0 || Number(row.points_redeemed ?? 0) > 0)
        throw new AppError(409, 'ORDER_EDIT_REWARDS');
      await within?.(trx, row);

      const items = await trx.selectFrom('order_items').selectAll().where('order_id', '=', row.id).orderBy('position').execute();
      const now = Date.now();
      const wanted = edit.items ? await bySku(trx, edit.items, lang) : undefined;
      const productIds = [
        ...new Set([
          ...items.filter((i) => i.product_id).map((i) => i.product_id!),
          ...(wanted ?? []).filter((w) => w.productId).map((w) => w.productId!),
        ]),
      ];
      const lookup = await loadProducts(trx, productIds);
      const categoryOf = (product: string | null, variant: string | null) => {
        if (!product) return null;
        const found = lookup({ id: product, ...(variant ? { variantId: variant } : {}) });
        return 'missing' in found ? null : found.category_id;
      };
      const kept = (i: OrderItemsTable, quantity: number, at: number): NewLine => ({
        item: i,
        kind: i.kind,
        product: i.product_id,
        variant: i.variant_id ?? null,
        name: i.name,
        sku: i.sku,
        unitPrice: Number(i.unit_price),
        quantity,
        categoryId: categoryOf(i.product_id, i.variant_id ?? null),
        at,
      });

      // Course lines are never edited; product lines are the edit's list (or the order's, unchanged).
      const lines: NewLine[] = items.filter((i) => i.kind !== 'product').map((i) => kept(i, i.quantity, -1));
      const errors: FieldError[] = [];
      if (!wanted) {
        for (const i of items.filter((x) => x.kind === 'product')) lines.push(kept(i, i.quantity, -1));
      } else {
        const used = new Set<string>();
        wanted.forEach((w, at) => {
          if (w.itemId) {
            const i = items.find((x) => x.id === w.itemId && x.kind === 'product');
            if (!i || used.has(i.id)) {
              errors.push({ field: `items.${at}.itemId`, message: fieldMessage('order.edit.item', lang) });
              return;
            }
            used.add(i.id);
            lines.push(kept(i, w.quantity, at));
            return;
          }
          const p = productOrThrow(
            lookup,
            { id: w.productId!, ...(w.variantId ? { variantId: w.variantId } : {}) },
            `items.${at}`,
            lang,
          );
          if (!purchasable(p))
            throw new AppError(409, 'PRODUCT_UNAVAILABLE', { name: p.name }, [
              { field: `items.${at}.productId`, message: errorMessage('PRODUCT_UNAVAILABLE', lang, { name: p.name }) },
            ]);
          // The same good already on the order: its line grows (at the price agreed for it).
          const same = lines.find((l) => l.kind === 'product' && l.product === p.id && l.variant === (p.variant_id ?? null));
          if (same) {
            same.quantity += w.quantity;
            return;
          }
          const l = productLine(p, w.quantity, now);
          lines.push({
            item: null,
            kind: 'product',
            product: p.id,
            variant: p.variant_id ?? null,
            name: l.name,
            sku: l.sku,
            unitPrice: l.price,
            quantity: w.quantity,
            categoryId: p.category_id,
            at,
            fresh: {
              kind: 'product',
              product_id: p.id,
              variant_id: p.variant_id ?? null,
              course_id: null,
              name: l.name,
              slug: l.slug,
              sku: l.sku,
              image: l.image,
              unit_price: l.price,
              compare_price: l.comparePrice,
              quantity: w.quantity,
              line_total: l.lineTotal,
              attributes: JSON.stringify(l.attributes),
            },
          });
        });
      }
      if (errors.length) throw invalid(errors);
      if (lines.some((l) => l.quantity > 99))
        throw invalid([{ field: 'items', message: fieldMessage('order.edit.quantity', lang) }]);
      if (lines.length === 0) throw invalid([{ field: 'items', message: fieldMessage('order.edit.empty', lang) }]);

      // The order's own promotions, judged on the new lines only by what the cart must meet
      // (targets, minimum purchase): their dates and use limits were settled when it was placed.
      const recorded = await trx.selectFrom('order_promotions').selectAll().where('order_id', '=', row.id).execute();
      const couponRows = recorded.length
        ? await trx
            .selectFrom('coupons')
            .selectAll()
            .where(
              'id',
              'in',
              recorded.map((r) => r.promotion_id),
            )
            .execute()
        : [];
      const rules = couponRows.map((r) => ({
        ...toRule(r),
        isActive: true,
        startsAt: null,
        endsAt: null,
        maxUses: null,
        usesPerCustomer: null,
      }));
      const priced = lines.map((l) => ({
        id: l.product ?? l.item?.course_id ?? '',
        categoryId: l.categoryId,
        price: l.unitPrice,
        quantity: l.quantity,
      }));
      const outcome = pricePromotions(priced, rules, { now, code: row.coupon_code, customerUses: {} });
      // A live carrier's order (GHN, GHTK) has no method row: its fee is asked again for the edited
      // parcel and address, as checkout does (decisions 0320, 0322) — never in here (decision 0379):
      // the parcel is worked out, and unless it is the one quoted before this transaction began,
      // the edit rolls back, the carrier is asked, and the edit runs again.
      let shipping = method;
      if (!shipping && row.requires_shipping === 1 && row.shipping_method_code) {
        const goods = lines.filter((l) => l.kind === 'product');
        const parcel: QuoteRequest = {
          provinceCode: place?.province?.code ?? row.province_code ?? '',
          wardCode: place?.ward?.code ?? row.ward_code ?? '',
          grams: await itemsGrams(
            trx,
            goods.map((l) => ({ productId: l.product ?? undefined, quantity: l.quantity })),
          ),
          value: parcelValue(goods.map((l) => ({ price: l.unitPrice, quantity: l.quantity }))),
        };
        const key = JSON.stringify([row.shipping_method_code, parcel]);
        if (quoted?.key !== key) throw new NeedsQuote(row.shipping_method_code, parcel, key);
        shipping = quoted.method;
      }
      const pricing = priceCheckout({
        lines: priced,
        discounts: outcome,
        shipping:
          row.requires_shipping === 1 && shipping
            ? { method: shipping, provinceName: place?.province?.name ?? row.province_name }
            : null,
        payment: payment ?? null,
        lang,
      });
      if (pricing.paymentAvailable === false)
        throw invalid([{ field: 'items', message: fieldMessage('checkout.payment.bracket', lang) }]);
      const t = pricing.totals;
      // A loyalty tier's free shipping (rewards/checkout.ts) is the part of the shipping discount no promotion gave.
      const promoShipping = recorded.reduce((s, r) => s + Number(r.shipping_discount), 0);
      if (Number(row.shipping_discount) > promoShipping && t.shippingFee > 0) {
        t.shippingDiscount += t.shippingFee;
        t.total -= t.shippingFee;
        t.shippingFee = 0;
      }
      const appliedIds = new Set(outcome.applied.map((a) => a.promotionId));
      const dropped = recorded.filter((r) => !appliedIds.has(r.promotion_id));

      // Stock: the difference per good, from the store of a pickup order or the delivery stock.
      const key = (p: string, v: string | null) => `${p}\u0000${v ?? ''}`;
      const deltas = new Map<string, StockDelta>();
      const add = (product: string, variant: string | null, n: number, name: string, at: number) => {
        const d = deltas.get(key(product, variant)) ?? { product, variant, delta: 0, name, field: 'items' };
        d.delta += n;
        if (at >= 0 && n > 0) d.field = `items.${at}.quantity`;
        deltas.set(key(product, variant), d);
      };
      for (const i of items)
        if (i.kind === 'product' && i.product_id) add(i.product_id, i.variant_id ?? null, -i.quantity, i.name, -1);
      for (const l of lines) if (l.kind === 'product' && l.product) add(l.product, l.variant, l.quantity, l.name, l.at);
      const pickup = await trx
        .selectFrom('order_pickups')
        .select(['store_id', 'store_name', 'holds_stock'])
        .where('order_id', '=', row.id)
        .executeTakeFirst();
      // The order row first, then coupons (by id), then stock: the order a cancel locks them in.
      for (const d of [...dropped].sort((a, b) => (a.promotion_id < b.promotion_id ? -1 : 1))) {
        const use = await trx
          .selectFrom('coupon_redemptions')
          .select('id')
          .where('order_id', '=', row.id)
          .where('coupon_id', '=', d.promotion_id)
          .executeTakeFirst();
        if (use) {
          await trx.deleteFrom('coupon_redemptions').where('id', '=', use.id).execute();
          await trx
            .updateTable('coupons')
            .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
            .where('id', '=', d.promotion_id)
            .where('used_count', '>', 0)
            .execute();
        }
        await trx.deleteFrom('order_promotions').where('id', '=', d.id).execute();
      }
      if (pickup?.holds_stock === 1)
        await adjustStoreStock(trx, { id: pickup.store_id, name: pickup.store_name }, [...deltas.values()], lang);
      else await adjustStock(trx, [...deltas.values()], lang);
      for (const d of deltas.values()) if (d.delta !== 0) changed.set(d.product, (changed.get(d.product) ?? 0) + d.delta);

      // The promotions kept: what each gives now (shipping waived by the first free-shipping one).
      let shippingLeft = t.shippingDiscount;
      for (const a of outcome.applied) {
        const r = recorded.find((x) => x.promotion_id === a.promotionId);
        if (!r) continue;
        const shipping = a.freeShipping ? Math.min(shippingLeft, t.shippingDiscount) : 0;
        shippingLeft -= shipping;
        await trx
          .updateTable('order_promotions')
          .set({ discount: a.discount, shipping_discount: shipping })
          .where('id', '=', r.id)
          .execute();
      }

      // The lines.
      let position = items.reduce((m, i) => Math.max(m, i.position), -1);
      const keptIds = new Set(lines.filter((l) => l.item).map((l) => l.item!.id));
      const removed = items.filter((i) => !keptIds.has(i.id));
      if (removed.length)
        await trx
          .deleteFrom('order_items')
          .where(
            'id',
            'in',
            removed.map((i) => i.id),
          )
          .execute();
      for (const l of lines) {
        if (l.item && l.item.quantity !== l.quantity)
          await trx
            .updateTable('order_items')
            .set({ quantity: l.quantity, line_total: lineTotal(l.unitPrice, l.quantity) })
            .where('id', '=', l.item.id)
            .execute();
        if (!l.item && l.fresh)
          await trx
            .insertInto('order_items')
            .values({
              ...l.fresh,
              quantity: l.quantity,
              line_total: lineTotal(l.unitPrice, l.quantity),
              id: randomUUID(),
              order_id: row.id,
              position: ++position,
            })
            .execute();
      }

      // The order row.
      const a = edit.address;
      const set: Partial<OrdersTable> = {
        subtotal: t.subtotal,
        tax: t.tax,
        shipping_fee: t.shippingFee,
        shipping_discount: t.shippingDiscount,
        discount: t.discount,
        handling_fee: t.handlingFee,
        total: t.total,
        item_count: t.itemCount,
        coupon_code: row.coupon_code && outcome.applied.some((x) => x.code === row.coupon_code) ? row.coupon_code : null,
        shipping_estimate: pricing.shipping ? JSON.stringify(pricing.shipping.estimatedDelivery) : row.shipping_estimate,
        updated_at: stamp,
        payment_details: withAmount(row.payment_details, t.total),
      };
      if (a && place?.province && place.ward) {
        Object.assign(set, {
          full_name: a.fullName,
          search_name: foldText(a.fullName),
          phone: a.phone,
          address: a.address,
          province_code: place.province.code,
          province_name: place.province.name,
          ward_code: place.ward.code,
          ward_name: place.ward.name,
          // The old form named the previous ward: it no longer describes the new address.
          legacy_address: null,
        });
      }
      await trx.updateTable('orders').set(set).where('id', '=', row.id).execute();

      const before = totalsOf(row);
      const after = totalsOf({ ...row, ...set } as OrdersTable);
      const payments = await trx
        .selectFrom('order_payments')
        .select((eb) => eb.fn.sum<number>('amount').as('sum'))
        .where('order_id', '=', row.id)
        .executeTakeFirst();
      const paid = row.payment_status === 'paid' ? Number(payments?.sum ?? 0) || before.total : 0;
      const lineView = lines.map((l) => ({
        itemId: l.item?.id ?? null,
        name: l.name,
        sku: l.sku,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        lineTotal: lineTotal(l.unitPrice, l.quantity),
      }));
      const res: OrderEditResult = {
        preview: edit.preview,
        before,
        after,
        difference: after.total - before.total,
        droppedPromotions: dropped.map((d) => ({ code: d.code, name: d.name })),
        paid,
        balance: paid > 0 ? after.total - paid : 0,
        lines: lineView,
      };
      if (edit.preview) throw new Preview(res);

      const say = row.language === 'vi' ? NOTE.vi : NOTE.en;
      await trx
        .insertInto('order_status_history')
        .values({
          id: randomUUID(),
          order_id: row.id,
          status: row.status,
          note: say(before.total, after.total, edit.note),
          actor: who.actor,
          created_at: stamp,
        })
        .execute();
      const addressOf = (o: Partial<OrdersTable>) => ({
        fullName: o.full_name,
        phone: o.phone,
        address: o.address,
        province: o.province_name,
        ward: o.ward_name,
      });
      await recordAudit(trx, {
        actor: who.audit,
        action: 'edit',
        entity: 'order',
        entityId: row.id,
        before: {
          code: row.code,
          totals: before,
          address: addressOf(row),
          lines: items.map((i) => ({ itemId: i.id, sku: i.sku, quantity: i.quantity, unitPrice: Number(i.unit_price) })),
          promotions: recorded.map((r) => r.code ?? r.name),
        },
        after: {
          code: row.code,
          totals: after,
          address: addressOf({ ...row, ...set }),
          lines: lineView.map((l) => ({ itemId: l.itemId, sku: l.sku, quantity: l.quantity, unitPrice: l.unitPrice })),
          droppedPromotions: res.droppedPromotions.map((d) => d.code ?? d.name),
          note: edit.note,
        },
      });
      order = { ...row, ...set } as OrdersTable;
      return res;
    });
  }

  // Fresh stock on the product pages and in the listing, the customer told (in-app and mail), staff warned of low stock.
  await stockMoved(
    app,
    [...changed.keys()].map((id) => ({ id })),
  );
  const row = order as unknown as OrdersTable;
  const full = await loadOrder(app.db, row);
  await announceOrderUpdate(app, row, full, 'edited');
  await noticeLowStock(
    app,
    [...changed].filter(([, n]) => n > 0).map(([productId, quantity]) => ({ productId, quantity })),
  );
  return result;
}

/** New lines named by SKU get their product and variant (a variant's SKU first, then a product's own). */
async function bySku(trx: Tx, lines: OrderEdit['items'] & object, lang: Language): Promise<NonNullable<OrderEdit['items']>> {
  const errors: FieldError[] = [];
  const out: NonNullable<OrderEdit['items']> = [];
  for (const [at, l] of lines.entries()) {
    if (l.itemId || l.productId || !l.sku) {
      out.push(l);
      continue;
    }
    const v = await trx.selectFrom('product_variants').select(['id', 'product_id']).where('sku', '=', l.sku).executeTakeFirst();
    const p = v ? null : await trx.selectFrom('products').select('id').where('sku', '=', l.sku).executeTakeFirst();
    if (v) out.push({ ...l, productId: v.product_id, variantId: v.id });
    else if (p) out.push({ ...l, productId: p.id });
    else errors.push({ field: `items.${at}.sku`, message: fieldMessage('order.edit.sku', lang) });
  }
  if (errors.length) throw invalid(errors);
  return out;
}

/** The bank-transfer instructions carry the amount to send: it follows the new total. */
function withAmount(details: string, total: number): string {
  if (!details) return details;
  try {
    const d = JSON.parse(details) as { bankTransfer?: { amount?: number } | null };
    if (!d.bankTransfer) return details;
    d.bankTransfer.amount = total;
    return JSON.stringify(d);
  } catch {
    return details;
  }
}

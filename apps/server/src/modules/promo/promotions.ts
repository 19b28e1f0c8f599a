import { randomUUID } from 'node:crypto';
import {
  type CartLine,
  errorMessage,
  formatVnd,
  type Language,
  normalizePromoCode,
  type PromoResult,
  type PromoType,
  type PromotionOutcome,
  type PromotionRule,
  pricePromotions,
} from '@sen/core';
import type { CouponsTable } from '../../db/tables/commerce';
import { AppError } from '../../lib/http';
import type { Tx } from '../orders/db';
import { type Customer, parseTarget, redeemCoupon } from './coupons';

/** A coupon row as the pricing function's rule (an automatic promotion has no code to type). */
export function toRule(r: CouponsTable): PromotionRule {
  return {
    id: r.id,
    code: r.is_automatic === 1 ? null : r.code,
    name: r.name || r.code,
    type: r.type as PromoType,
    value: Number(r.value),
    minimumPurchase: r.minimum_purchase === null ? null : Number(r.minimum_purchase),
    maximumDiscount: r.maximum_discount === null ? null : Number(r.maximum_discount),
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    maxUses: r.max_uses,
    usesPerCustomer: r.uses_per_customer,
    usedCount: r.used_count,
    isActive: r.is_active === 1,
    combinable: r.combinable === 1,
    buyQuantity: r.buy_quantity ?? 1,
    getQuantity: r.get_quantity ?? 1,
    buy: parseTarget(r.buy_target),
    get: parseTarget(r.get_target),
  };
}

/** The running automatic promotions and the typed code's coupon. */
async function candidateRows(db: Tx, code: string | null, nowIso: string): Promise<CouponsTable[]> {
  const rows = await db
    .selectFrom('coupons')
    .selectAll()
    .where((eb) => {
      const automatic = eb.and([
        eb('is_automatic', '=', 1),
        eb('is_active', '=', 1),
        eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', nowIso)]),
        eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowIso)]),
      ]);
      return code ? eb.or([automatic, eb('code', '=', code)]) : automatic;
    })
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows;
}

/** Orders this customer placed with each promotion that limits them (by account or e-mail). */
async function customerUses(db: Tx, ids: string[], who: Customer): Promise<Record<string, number>> {
  if (!ids.length || (!who.userId && !who.email)) return {};
  const rows = await db
    .selectFrom('coupon_redemptions')
    .select(['coupon_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('coupon_id', 'in', ids)
    .where((eb) => {
      const ors = [];
      if (who.userId) ors.push(eb('user_id', '=', who.userId));
      if (who.email) ors.push(eb('email', '=', who.email.toLowerCase()));
      return eb.or(ors);
    })
    .groupBy('coupon_id')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.coupon_id, Number(r.n)]));
}

export interface ResolvedPromotions {
  outcome: PromotionOutcome;
  rows: Map<string, CouponsTable>;
  /** The typed code's answer (the cart's promo box), null when no code was typed. */
  result: PromoResult | null;
}

/**
 * The promotions of a cart, decided by core's pricePromotions over the lines priced by the server
 * (decision 0250). Used by the cart quote, /promo/validate, the order and the admin preview.
 */
export async function resolvePromotions(
  db: Tx,
  ctx: {
    lines: readonly Pick<CartLine, 'id' | 'price' | 'quantity' | 'categoryId'>[];
    code?: string | null;
    customer: Customer;
    lang: Language;
    now?: number;
  },
): Promise<ResolvedPromotions> {
  const now = ctx.now ?? Date.now();
  const code = ctx.code ? normalizePromoCode(ctx.code) : null;
  const rows = await candidateRows(db, code || null, new Date(now).toISOString());
  const limited = rows.filter((r) => r.uses_per_customer !== null).map((r) => r.id);
  const uses = await customerUses(db, limited, ctx.customer);
  const rules = rows.map(toRule);
  const lines = ctx.lines.map((l) => ({ id: l.id, categoryId: l.categoryId ?? null, price: l.price, quantity: l.quantity }));
  const outcome = pricePromotions(lines, rules, { now, code, customerUses: uses });
  const byId = new Map(rows.map((r) => [r.id, r]));
  let result: PromoResult | null = null;
  if (code) {
    const row = rows.find((r) => r.code === code && r.is_automatic !== 1) ?? null;
    const mine = row ? outcome.applied.find((a) => a.promotionId === row.id) : undefined;
    const reason = outcome.codeRejection ?? (row ? null : 'PROMO_INVALID');
    result = {
      code,
      type: row ? (row.type as PromoType) : null,
      value: row ? Number(row.value) : 0,
      discount: mine?.discount ?? 0,
      isValid: !reason,
      message: errorMessage(reason ?? 'PROMO_APPLIED', ctx.lang, { amount: formatVnd(row?.minimum_purchase ?? 0) }),
      minimumPurchase: row?.minimum_purchase ?? null,
    };
  }
  return { outcome, rows: byId, result };
}

/**
 * Inside the order's transaction: takes one use of every applied promotion (the guarded
 * increment of redeemCoupon, so maximum uses and per-customer limits hold under concurrent
 * orders) and stores what each gave (order_promotions). Throws 409 when one ran out meanwhile.
 */
export async function recordPromotions(
  trx: Tx,
  resolved: ResolvedPromotions,
  order: { id: string; shippingDiscount: number },
  who: Customer,
  lang: Language,
  stamp: string,
): Promise<void> {
  // Coupon rows in id order: two orders sharing promotions lock them in the same order.
  const applied = [...resolved.outcome.applied].sort((a, b) => (a.promotionId < b.promotionId ? -1 : 1));
  let shippingLeft = order.shippingDiscount;
  for (const a of applied) {
    const row = resolved.rows.get(a.promotionId);
    if (!row) continue;
    const refused = await redeemCoupon(trx, row, order.id, who, stamp);
    if (refused) {
      const field = a.code ? 'promoCode' : 'items';
      throw new AppError(409, refused, undefined, [{ field, message: errorMessage(refused, lang) }]);
    }
    const shipping = a.freeShipping ? shippingLeft : 0;
    shippingLeft -= shipping;
    await trx
      .insertInto('order_promotions')
      .values({
        id: randomUUID(),
        order_id: order.id,
        promotion_id: a.promotionId,
        code: a.code,
        name: a.name,
        type: a.type,
        discount: a.discount,
        shipping_discount: shipping,
        created_at: stamp,
      })
      .execute();
  }
}

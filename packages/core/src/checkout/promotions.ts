import type { Vnd } from '../money';
import { type AppliedPromo, type CouponRule, couponRejection, type PromoRejection } from './promo';
import type { PromoType } from './types';

/**
 * Promotions (issue 15, decision 0250): the one function that decides what a cart gets off.
 * Used by the cart quote, POST /promo/validate, the order and the admin preview.
 */
export type PromotionType = PromoType;

/** Products and categories a rule looks at; both empty means every product. */
export interface ItemTarget {
  productIds: string[];
  categoryIds: string[];
}

export interface PromotionRule extends Omit<CouponRule, 'type'> {
  id: string;
  /** The code a shopper types; null for an automatic promotion (applied when the cart qualifies). */
  code: string | null;
  name: string;
  type: PromotionType;
  /** Whether it may apply together with other combinable promotions. */
  combinable: boolean;
  /** buyXGetY: buy `buyQuantity` units of `buy`, get `getQuantity` units of `get` at `value` % off (100 = free). */
  buyQuantity?: number;
  getQuantity?: number;
  buy?: ItemTarget;
  get?: ItemTarget;
}

/** A priced cart line as the rules see it. */
export interface PromotionLine {
  id: string;
  categoryId?: string | null;
  price: Vnd;
  quantity: number;
}

export interface PromotionContext {
  now: number;
  /** Orders this customer already placed with each promotion (by id); absent is 0. */
  customerUses?: Readonly<Record<string, number>>;
}

export interface AppliedPromotion {
  promotionId: string;
  code: string | null;
  name: string;
  type: PromotionType;
  /** Taken off the goods, whole VND. */
  discount: Vnd;
  /** The shipping fee is waived by it. */
  freeShipping: boolean;
}

export interface PromotionOutcome {
  /** Sum of the applied discounts, never above the subtotal. */
  discount: Vnd;
  freeShipping: boolean;
  applied: AppliedPromotion[];
  /** The typed code's rejection, when a code was given and does not apply. */
  codeRejection: PromoRejection | null;
}

export function matchesTarget(target: ItemTarget | undefined, line: PromotionLine): boolean {
  if (!target || (target.productIds.length === 0 && target.categoryIds.length === 0)) return true;
  return target.productIds.includes(line.id) || (!!line.categoryId && target.categoryIds.includes(line.categoryId));
}

/**
 * buyXGetY: the cheapest units of the "get" set are discounted, as many times as the "buy" set
 * pays for them without counting a unit twice (a unit in both sets is either bought or got).
 */
export function buyXGetYDiscount(
  rule: Pick<PromotionRule, 'value' | 'maximumDiscount' | 'buyQuantity' | 'getQuantity' | 'buy' | 'get'>,
  lines: readonly PromotionLine[],
): Vnd {
  const x = Math.max(1, Math.floor(rule.buyQuantity ?? 1));
  const y = Math.max(1, Math.floor(rule.getQuantity ?? 1));
  const percent = Math.min(100, Math.max(0, rule.value));
  type Unit = { price: number; buy: boolean; get: boolean };
  const units: Unit[] = [];
  for (const l of lines)
    for (let i = 0; i < l.quantity; i++)
      units.push({ price: l.price, buy: matchesTarget(rule.buy, l), get: matchesTarget(rule.get, l) });
  const gets = units.filter((u) => u.get).sort((a, b) => a.price - b.price);
  const buys = units.filter((u) => u.buy).length;
  for (let k = Math.floor(gets.length / y); k > 0; k--) {
    const free = gets.slice(0, k * y);
    // Units counted as got cannot also be counted as bought.
    const boughtLeft = buys - free.filter((u) => u.buy).length;
    if (boughtLeft >= k * x) {
      const sum = free.reduce((s, u) => s + u.price, 0);
      let d = Math.round((sum * percent) / 100);
      if (rule.maximumDiscount != null) d = Math.min(d, rule.maximumDiscount);
      return d;
    }
  }
  return 0;
}

/**
 * A code's discount on a subtotal alone (spec 1 §9): a percentage of the subtotal (capped by the
 * maximum), or a fixed amount; never more than the subtotal. Free shipping discounts nothing here.
 */
export function promoDiscount(promo: AppliedPromo | null | undefined, subtotal: Vnd): Vnd {
  if (!promo) return 0;
  return promotionDiscount({ type: promo.type, value: promo.value, maximumDiscount: promo.maximumDiscount ?? null }, [
    { id: '', price: subtotal, quantity: 1 },
  ]);
}

/** What one promotion takes off these lines (0 for free shipping, which waives the fee instead). */
export function promotionDiscount(
  rule: Pick<PromotionRule, 'type' | 'value' | 'maximumDiscount' | 'buyQuantity' | 'getQuantity' | 'buy' | 'get'>,
  lines: readonly PromotionLine[],
): Vnd {
  const subtotal = lines.reduce((s, l) => s + Math.round(l.price * l.quantity), 0);
  if (subtotal <= 0) return 0;
  let d = 0;
  if (rule.type === 'percentage') {
    d = Math.round((subtotal * Math.min(100, Math.max(0, rule.value))) / 100);
    if (rule.maximumDiscount != null) d = Math.min(d, rule.maximumDiscount);
  } else if (rule.type === 'fixed') d = Math.round(Math.max(0, rule.value));
  else if (rule.type === 'buyXGetY') d = buyXGetYDiscount(rule, lines);
  return Math.min(d, subtotal);
}

/** Why a promotion does not apply to this cart now, or null. */
export function promotionRejection(
  rule: PromotionRule,
  lines: readonly PromotionLine[],
  ctx: PromotionContext,
): PromoRejection | null {
  const subtotal = lines.reduce((s, l) => s + Math.round(l.price * l.quantity), 0);
  return couponRejection(
    { ...rule, type: rule.type === 'buyXGetY' ? 'percentage' : rule.type },
    { subtotal, now: ctx.now, customerUses: ctx.customerUses?.[rule.id] ?? 0 },
  );
}

type Option = { rules: PromotionRule[]; discount: number; freeShipping: boolean };

/**
 * The discounts of a cart (decision 0250). Candidates are the automatic promotions plus the typed
 * coupon; those that break a rule drop out. Combinable promotions stack; a promotion that does
 * not combine stands alone. The shopper gets the best option — most off the goods, then free
 * shipping, then most promotions — but a typed coupon that applies is always part of it. Each
 * discount is rounded to whole VND; together they never exceed the subtotal.
 */
export function pricePromotions(
  lines: readonly PromotionLine[],
  promotions: readonly PromotionRule[],
  ctx: PromotionContext & { code?: string | null },
): PromotionOutcome {
  const code = ctx.code ? ctx.code.trim().toUpperCase() : null;
  let codeRejection: PromoRejection | null = null;
  const valid: { rule: PromotionRule; discount: number }[] = [];
  let typed: PromotionRule | null = null;
  if (code) {
    const found = promotions.find((p) => p.code !== null && p.code.toUpperCase() === code);
    if (!found) codeRejection = 'PROMO_INVALID';
    else {
      codeRejection = promotionRejection(found, lines, ctx);
      if (!codeRejection) typed = found;
    }
  }
  for (const rule of promotions) {
    if (rule.code !== null && rule !== typed) continue;
    if (rule !== typed && promotionRejection(rule, lines, ctx)) continue;
    const discount = promotionDiscount(rule, lines);
    // An automatic promotion that gives nothing (a buyXGetY the cart does not fill) is not applied.
    if (rule !== typed && discount === 0 && rule.type !== 'freeShipping') continue;
    valid.push({ rule, discount });
  }
  const option = (list: typeof valid): Option => ({
    rules: list.map((v) => v.rule),
    discount: list.reduce((s, v) => s + v.discount, 0),
    freeShipping: list.some((v) => v.rule.type === 'freeShipping'),
  });
  const options: Option[] = [option(valid.filter((v) => v.rule.combinable))];
  for (const v of valid) if (!v.rule.combinable) options.push(option([v]));
  const allowed = typed ? options.filter((o) => o.rules.includes(typed)) : options;
  const best = allowed.reduce<Option | null>((b, o) => {
    if (!b) return o;
    if (o.discount !== b.discount) return o.discount > b.discount ? o : b;
    if (o.freeShipping !== b.freeShipping) return o.freeShipping ? o : b;
    return o.rules.length > b.rules.length ? o : b;
  }, null) ?? { rules: [], discount: 0, freeShipping: false };

  const subtotal = lines.reduce((s, l) => s + Math.round(l.price * l.quantity), 0);
  let left = subtotal;
  const applied: AppliedPromotion[] = best.rules.map((rule) => {
    const d = Math.min(left, valid.find((v) => v.rule === rule)?.discount ?? 0);
    left -= d;
    return {
      promotionId: rule.id,
      code: rule.code,
      name: rule.name,
      type: rule.type,
      discount: d,
      freeShipping: rule.type === 'freeShipping',
    };
  });
  return {
    discount: subtotal - left,
    freeShipping: best.freeShipping,
    applied,
    codeRejection,
  };
}

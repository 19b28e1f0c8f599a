import { randomUUID } from 'node:crypto';
import type { Coupon, PromoType } from '@sen/core';
import type { CouponsTable } from '../../db/tables/commerce';
import type { Tx } from '../orders/db';

export function toCoupon(r: CouponsTable): Coupon {
  return {
    _id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
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
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    isAutomatic: r.is_automatic === 1,
    combinable: r.combinable === 1,
    buyQuantity: r.buy_quantity ?? null,
    getQuantity: r.get_quantity ?? null,
    buy: parseTarget(r.buy_target),
    get: parseTarget(r.get_target),
    batchId: r.batch_id ?? null,
  };
}

/** A stored product/category target (JSON), tolerant of older or hand-edited rows. */
export function parseTarget(raw: string | undefined): { productIds: string[]; categoryIds: string[] } {
  try {
    const v = JSON.parse(raw ?? '{}') as { productIds?: unknown; categoryIds?: unknown };
    return {
      productIds: Array.isArray(v.productIds) ? v.productIds.map(String) : [],
      categoryIds: Array.isArray(v.categoryIds) ? v.categoryIds.map(String) : [],
    };
  } catch {
    return { productIds: [], categoryIds: [] };
  }
}

export interface Customer {
  userId: string | null;
  email: string | null;
}

/** Orders this customer placed with the coupon: by account, or by e-mail (a guest, or the same person signed out). */
export async function customerUses(db: Tx, couponId: string, who: Customer): Promise<number> {
  if (!who.userId && !who.email) return 0;
  const row = await db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_id', '=', couponId)
    .where((eb) => {
      const ors = [];
      if (who.userId) ors.push(eb('user_id', '=', who.userId));
      if (who.email) ors.push(eb('email', '=', who.email.toLowerCase()));
      return eb.or(ors);
    })
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Records one use inside the order's transaction. The conditional increment is the guard for the
 * total limit (two buyers of the last use: one update matches, the other finds none). On
 * PostgreSQL it also locks the coupon row until commit, so the per-customer count read after it
 * sees every earlier committed use of the same coupon. Returns why it failed; the caller then
 * throws, rolling the increment back with the rest of the order.
 */
export async function redeemCoupon(
  trx: Tx,
  coupon: CouponsTable,
  orderId: string,
  who: Customer,
  now: string,
): Promise<'PROMO_USED_UP' | 'PROMO_CUSTOMER_LIMIT' | null> {
  const res = await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', coupon.id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return 'PROMO_USED_UP';
  if (coupon.uses_per_customer !== null && (await customerUses(trx, coupon.id, who)) >= coupon.uses_per_customer) {
    return 'PROMO_CUSTOMER_LIMIT';
  }
  await trx
    .insertInto('coupon_redemptions')
    .values({
      id: randomUUID(),
      coupon_id: coupon.id,
      order_id: orderId,
      user_id: who.userId,
      email: (who.email ?? '').toLowerCase(),
      created_at: now,
    })
    .execute();
  return null;
}

/** Gives a cancelled order's uses back to its promotions. */
export async function releaseCoupon(trx: Tx, orderId: string): Promise<void> {
  const used = await trx
    .selectFrom('coupon_redemptions')
    .select(['id', 'coupon_id'])
    .where('order_id', '=', orderId)
    .orderBy('coupon_id')
    .execute();
  for (const u of used) {
    await trx.deleteFrom('coupon_redemptions').where('id', '=', u.id).execute();
    await trx
      .updateTable('coupons')
      .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
      .where('id', '=', u.coupon_id)
      .where('used_count', '>', 0)
      .execute();
  }
}

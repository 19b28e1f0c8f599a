import {
  type Cart,
  type CheckoutPricing,
  type ErrorCode,
  errorMessage,
  type FieldMessageKey,
  fieldMessage,
  type Language,
  maxRedeemable,
  type PlaceOrderInput,
  type QuoteRewards,
  tierFor,
} from '@sen/core';
import type { Dialect } from '../../db/connection';

type CartIssue = Cart['issues'][number];

import type { RewardOrderColumns } from '../../db/tables/rewards';
import { AppError } from '../../lib/http';
import type { Tx } from '../orders/db';
import { type CardUse, lockCards, spendCards } from './gift-cards';
import { balanceOf, expirePoints, readLoyaltySettings, spendOver12Months, takePoints } from './loyalty';

export interface TakenRewards {
  /** Columns for the order row. */
  columns: Required<RewardOrderColumns>;
  /** Writes the spending (points, cards) against the order once it exists, in the same transaction. */
  record(orderId: string, stamp: string): Promise<void>;
}

const fieldError = (field: string, key: FieldMessageKey, lang: Language, params?: Record<string, number | string>) =>
  new AppError(400, 'VALIDATION_ERROR', undefined, [{ field, message: fieldMessage(key, lang, params) }]);
const codeError = (status: number, code: ErrorCode, field: string, lang: Language, params?: Record<string, number | string>) =>
  new AppError(status, code, params, [{ field, message: errorMessage(code, lang, params) }]);

/**
 * The checkout's rewards, applied on top of the priced order inside its transaction (decision
 * 0261), in this order: the tier's free shipping, points as a discount (capped at the share of
 * the goods the settings allow), then gift cards as payment of what is left. `pricing.totals` is
 * adjusted in place so the order row, the payment instructions and "paid now" all see the amount
 * still due. Rows are locked here (PostgreSQL) before anything else the order locks, in a fixed
 * order (account, then cards by id), the same order cancel uses.
 */
export async function takeRewards(
  trx: Tx,
  dialect: Dialect,
  ctx: {
    input: Pick<PlaceOrderInput, 'giftCards' | 'usePoints'>;
    userId: string | null;
    pricing: CheckoutPricing;
    ships: boolean;
    lang: Language;
    stamp: string;
    /** False for a quote: the same amounts, read without locking (nothing is spent). */
    lock?: boolean;
  },
): Promise<TakenRewards> {
  const lock = ctx.lock ?? true;
  const t = ctx.pricing.totals;
  const columns = { gift_card_amount: 0, points_redeemed: 0, points_discount: 0 };
  const wantPoints = ctx.input.usePoints ?? 0;
  const codes = ctx.input.giftCards ?? [];
  let uses: CardUse[] = [];

  if (ctx.userId) {
    const settings = await readLoyaltySettings(trx);
    if (settings.enabled && ctx.ships && t.shippingFee > 0) {
      const tier = tierFor(await spendOver12Months(trx, ctx.userId, Date.parse(ctx.stamp)), settings);
      if (tier.freeShipping) {
        t.shippingDiscount += t.shippingFee;
        t.total -= t.shippingFee;
        t.shippingFee = 0;
      }
    }
    if (wantPoints > 0 && settings.enabled) {
      if (wantPoints < settings.minRedeem)
        throw fieldError('usePoints', 'loyalty.points.min', ctx.lang, { min: settings.minRedeem });
      await expirePoints(trx, ctx.stamp, ctx.userId);
      const balance = await balanceOf(trx, ctx.userId, dialect, lock);
      if (wantPoints > balance) throw codeError(409, 'LOYALTY_POINTS_SHORT', 'usePoints', ctx.lang, { balance });
      const cap = maxRedeemable(t.subtotal - t.discount, balance, settings);
      const points = Math.min(wantPoints, cap, Math.floor(Math.max(0, t.total) / settings.pointValue));
      if (points > 0) {
        columns.points_redeemed = points;
        columns.points_discount = points * settings.pointValue;
        t.discount += columns.points_discount;
        t.total -= columns.points_discount;
      }
    }
  } else if (wantPoints > 0) throw codeError(401, 'LOYALTY_LOGIN_REQUIRED', 'usePoints', ctx.lang);

  if (codes.length) {
    const locked = await lockCards(trx, dialect, codes, lock);
    if (!locked.rows) throw codeError(400, locked.error, 'giftCards', ctx.lang);
    for (const card of locked.rows) {
      const amount = Math.min(Number(card.balance), Math.max(0, t.total));
      if (amount <= 0) continue;
      uses.push({ id: card.id, amount });
      t.total -= amount;
      columns.gift_card_amount += amount;
    }
    uses = uses.sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  return {
    columns,
    async record(orderId, stamp) {
      if (columns.points_redeemed > 0 && ctx.userId) {
        const ok = await takePoints(
          trx,
          { userId: ctx.userId, kind: 'redeem', orderId, points: columns.points_redeemed, actor: 'customer' },
          stamp,
        );
        if (!ok)
          throw codeError(409, 'LOYALTY_POINTS_SHORT', 'usePoints', ctx.lang, { balance: await balanceOf(trx, ctx.userId) });
      }
      if (uses.length && !(await spendCards(trx, orderId, uses, 'customer', stamp)))
        throw codeError(409, 'GIFT_CARD_BUSY', 'giftCards', ctx.lang);
    },
  };
}

/**
 * The cart quote's rewards (decision 0351): the very computation the order makes (takeRewards
 * without locks and without spending), so the summary shows what the order will charge. A code
 * or a points amount the order would refuse is left out and reported in `issues` instead.
 */
export async function quoteRewards(
  db: Tx,
  dialect: Dialect,
  ctx: Omit<Parameters<typeof takeRewards>[2], 'lock' | 'stamp'>,
): Promise<{ rewards: QuoteRewards; issues: CartIssue[] }> {
  const issues: CartIssue[] = [];
  let want = { giftCards: ctx.input.giftCards ?? [], usePoints: ctx.input.usePoints ?? 0 };
  const start = structuredClone(ctx.pricing.totals);
  for (;;) {
    try {
      ctx.pricing.totals = structuredClone(start);
      const taken = await takeRewards(db, dialect, { ...ctx, input: want, stamp: new Date().toISOString(), lock: false });
      return {
        rewards: {
          giftCardAmount: taken.columns.gift_card_amount,
          pointsRedeemed: taken.columns.points_redeemed,
          pointsDiscount: taken.columns.points_discount,
        },
        issues,
      };
    } catch (error) {
      const field = error instanceof AppError ? error.fieldErrors?.[0]?.field : undefined;
      if (!(error instanceof AppError) || (field !== 'giftCards' && field !== 'usePoints')) throw error;
      issues.push({ id: field, code: error.code, message: error.fieldErrors?.[0]?.message ?? error.message });
      want = field === 'giftCards' ? { ...want, giftCards: [] } : { ...want, usePoints: 0 };
    }
  }
}

import { randomUUID } from 'node:crypto';
import {
  DEFAULT_LOYALTY_SETTINGS,
  type LoyaltyLedgerEntry,
  type LoyaltySettings,
  type LoyaltySummary,
  loyaltySettingsSchema,
  pointsEarned,
  tierFor,
} from '@sen/core';
import { sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { OrdersTable } from '../../db/tables/commerce';
import { AppError } from '../../lib/http';
import type { Tx } from '../orders/db';

/*
 * Loyalty points (decision 0262). The account row holds the balance and is the row every change
 * updates conditionally (never below zero); the ledger's positive rows are lots with what is left
 * of them (`remaining`) and when they expire, spent oldest-expiring first. Invariant:
 * balance = sum(remaining).
 */

export const LOYALTY_SETTINGS_KEY = 'loyalty';
/** Orders whose goods count as received: they earn points and count towards the tier. */
export const DONE_STATUSES = ['completed', 'delivered'] as const;
const YEAR_MS = 365 * 86_400_000;

export async function readLoyaltySettings(db: Tx): Promise<LoyaltySettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', LOYALTY_SETTINGS_KEY).executeTakeFirst();
  if (!row) return DEFAULT_LOYALTY_SETTINGS;
  try {
    const parsed = loyaltySettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_LOYALTY_SETTINGS;
  } catch {
    return DEFAULT_LOYALTY_SETTINGS;
  }
}

export async function writeLoyaltySettings(trx: Tx, s: LoyaltySettings) {
  const value = JSON.stringify(s);
  await trx
    .insertInto('settings')
    .values({ key: LOYALTY_SETTINGS_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** What the customer paid for received orders over the last 12 months (gift card money included, points not). */
export async function spendOver12Months(db: Tx, userId: string, now = Date.now()): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<string | number>`coalesce(sum(total + gift_card_amount), 0)`.as('spend'))
    .where('user_id', '=', userId)
    .where('status', 'in', [...DONE_STATUSES])
    .where('created_at', '>=', new Date(now - YEAR_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.spend ?? 0);
}

async function ensureAccount(trx: Tx, userId: string, stamp: string) {
  await trx
    .insertInto('loyalty_accounts')
    .values({ user_id: userId, balance: 0, updated_at: stamp })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function balanceOf(db: Tx, userId: string, dialect?: Dialect, lock = false): Promise<number> {
  let q = db.selectFrom('loyalty_accounts').select('balance').where('user_id', '=', userId);
  if (lock && dialect === 'postgres') q = q.forUpdate();
  return Number((await q.executeTakeFirst())?.balance ?? 0);
}

interface Entry {
  userId: string;
  kind: string;
  orderId?: string | null;
  actor: string;
  note?: string;
}

/** Adds a lot of points (earned, restored, a staff credit) expiring `expiryMonths` from now. */
export async function addPoints(trx: Tx, e: Entry & { points: number; expiryMonths: number }, stamp: string) {
  if (e.points <= 0) return;
  await ensureAccount(trx, e.userId, stamp);
  await trx
    .updateTable('loyalty_accounts')
    .set((eb) => ({ balance: eb('balance', '+', e.points), updated_at: stamp }))
    .where('user_id', '=', e.userId)
    .execute();
  const expires = e.expiryMonths > 0 ? new Date(Date.parse(stamp) + e.expiryMonths * 30 * 86_400_000).toISOString() : null;
  await trx
    .insertInto('loyalty_ledger')
    .values({
      id: randomUUID(),
      user_id: e.userId,
      order_id: e.orderId ?? null,
      kind: e.kind,
      points: e.points,
      remaining: e.points,
      expires_at: expires,
      actor: e.actor,
      note: e.note ?? '',
      created_at: stamp,
    })
    .execute();
}

/**
 * Takes `points` from the balance: the update matches only while the balance holds them (so two
 * checkouts at once can never spend the same points twice), then the lots are drawn down, the
 * given order's own lot first (a reversal), then the soonest to expire. Answers false, changing
 * nothing, when the balance is short.
 */
export async function takePoints(
  trx: Tx,
  e: Entry & { points: number; preferOrderId?: string },
  stamp: string,
): Promise<boolean> {
  if (e.points <= 0) return true;
  const res = await trx
    .updateTable('loyalty_accounts')
    .set((eb) => ({ balance: eb('balance', '-', e.points), updated_at: stamp }))
    .where('user_id', '=', e.userId)
    .where('balance', '>=', e.points)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  const lots = await trx
    .selectFrom('loyalty_ledger')
    .select(['id', 'remaining', 'order_id'])
    .where('user_id', '=', e.userId)
    .where('remaining', '>', 0)
    .orderBy(sql`coalesce(expires_at, '9999')`)
    .orderBy('created_at')
    .execute();
  if (e.preferOrderId) lots.sort((a, b) => Number(b.order_id === e.preferOrderId) - Number(a.order_id === e.preferOrderId));
  let left = e.points;
  for (const lot of lots) {
    if (left <= 0) break;
    const take = Math.min(left, Number(lot.remaining));
    await trx
      .updateTable('loyalty_ledger')
      .set({ remaining: Number(lot.remaining) - take })
      .where('id', '=', lot.id)
      .execute();
    left -= take;
  }
  await trx
    .insertInto('loyalty_ledger')
    .values({
      id: randomUUID(),
      user_id: e.userId,
      order_id: e.orderId ?? null,
      kind: e.kind,
      points: -e.points,
      remaining: 0,
      expires_at: null,
      actor: e.actor,
      note: e.note ?? '',
      created_at: stamp,
    })
    .execute();
  return true;
}

/** Expires the lots past their date (all customers, or one): each lot once, even with several sweepers. */
export async function expirePoints(trx: Tx, stamp: string, userId?: string): Promise<number> {
  let q = trx
    .selectFrom('loyalty_ledger')
    .select(['id', 'user_id', 'remaining'])
    .where('remaining', '>', 0)
    .where('expires_at', '<=', stamp)
    .limit(500);
  if (userId) q = q.where('user_id', '=', userId);
  const lots = await q.execute();
  let expired = 0;
  for (const lot of lots) {
    const r = Number(lot.remaining);
    const res = await trx
      .updateTable('loyalty_ledger')
      .set({ remaining: 0 })
      .where('id', '=', lot.id)
      .where('remaining', '=', r)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) continue;
    await trx
      .updateTable('loyalty_accounts')
      .set((eb) => ({ balance: eb('balance', '-', r), updated_at: stamp }))
      .where('user_id', '=', lot.user_id)
      .execute();
    await trx
      .insertInto('loyalty_ledger')
      .values({
        id: randomUUID(),
        user_id: lot.user_id,
        order_id: null,
        kind: 'expire',
        points: -r,
        remaining: 0,
        expires_at: null,
        actor: 'system',
        note: '',
        created_at: stamp,
      })
      .execute();
    expired += r;
  }
  return expired;
}

/** The goods an order earns on: its goods after discounts, without gift cards bought in it. */
async function earningBase(trx: Tx, order: Pick<OrdersTable, 'id' | 'subtotal' | 'discount'>): Promise<number> {
  const cards = await trx
    .selectFrom('order_items')
    .select(sql<string | number>`coalesce(sum(line_total), 0)`.as('n'))
    .where('order_id', '=', order.id)
    .where('kind', '=', 'giftCard')
    .executeTakeFirst();
  return Math.max(0, Number(order.subtotal) - Number(order.discount) - Number(cards?.n ?? 0));
}

/**
 * An order reached completed or delivered: its customer earns points at the rate and tier of
 * today (the tier's multiplier). Once per order (a second completion earns nothing).
 */
export async function earnOrderPoints(
  trx: Tx,
  order: Pick<OrdersTable, 'id' | 'user_id' | 'subtotal' | 'discount'>,
  stamp: string,
): Promise<number> {
  if (!order.user_id) return 0;
  const settings = await readLoyaltySettings(trx);
  if (!settings.enabled) return 0;
  const done = await trx
    .selectFrom('loyalty_ledger')
    .select('id')
    .where('order_id', '=', order.id)
    .where('kind', '=', 'earn')
    .executeTakeFirst();
  if (done) return 0;
  const tier = tierFor(await spendOver12Months(trx, order.user_id, Date.parse(stamp)), settings);
  const points = pointsEarned(await earningBase(trx, order), tier, settings);
  if (points <= 0) return 0;
  await addPoints(
    trx,
    { userId: order.user_id, kind: 'earn', orderId: order.id, points, actor: 'system', expiryMonths: settings.expiryMonths },
    stamp,
  );
  return points;
}

/**
 * An order cancelled or refunded: the points it earned go (as many as are left: points already
 * spent elsewhere are the shop's loss, the balance never goes negative) and the points spent on it
 * come back. Idempotent: what was reversed once is netted out the second time. The returns
 * module calls this on a refund (modules/rewards/index.ts reverseOrderRewards).
 */
export async function reverseOrderPoints(
  trx: Tx,
  order: Pick<OrdersTable, 'id' | 'user_id'>,
  actor: string,
  stamp: string,
): Promise<{ taken: number; restored: number }> {
  if (!order.user_id) return { taken: 0, restored: 0 };
  const rows = await trx.selectFrom('loyalty_ledger').select(['kind', 'points']).where('order_id', '=', order.id).execute();
  const sum = (kinds: string[]) => rows.filter((r) => kinds.includes(r.kind)).reduce((n, r) => n + Number(r.points), 0);
  const spent = -sum(['redeem', 'restore']);
  const earned = sum(['earn', 'reverse']);
  const settings = await readLoyaltySettings(trx);
  let restored = 0;
  if (spent > 0) {
    await addPoints(
      trx,
      { userId: order.user_id, kind: 'restore', orderId: order.id, points: spent, actor, expiryMonths: settings.expiryMonths },
      stamp,
    );
    restored = spent;
  }
  let taken = 0;
  if (earned > 0) {
    const balance = await balanceOf(trx, order.user_id);
    taken = Math.min(earned, balance);
    if (taken > 0)
      await takePoints(
        trx,
        { userId: order.user_id, kind: 'reverse', orderId: order.id, points: taken, actor, preferOrderId: order.id },
        stamp,
      );
    // Record the part that could not be taken back, so a second reversal does not try again.
    if (taken < earned)
      await trx
        .insertInto('loyalty_ledger')
        .values({
          id: randomUUID(),
          user_id: order.user_id,
          order_id: order.id,
          kind: 'reverse',
          points: -(earned - taken),
          remaining: 0,
          expires_at: null,
          actor,
          note: 'already spent',
          created_at: stamp,
        })
        .execute();
  }
  return { taken, restored };
}

export async function loyaltySummary(db: Tx, userId: string, now = Date.now()): Promise<LoyaltySummary> {
  const settings = await readLoyaltySettings(db);
  const [balance, spend, soon] = await Promise.all([
    balanceOf(db, userId),
    spendOver12Months(db, userId, now),
    db
      .selectFrom('loyalty_ledger')
      .select([sql<string | number>`coalesce(sum(remaining), 0)`.as('n'), sql<string | null>`min(expires_at)`.as('at')])
      .where('user_id', '=', userId)
      .where('remaining', '>', 0)
      .where('expires_at', '<=', new Date(now + 30 * 86_400_000).toISOString())
      .executeTakeFirst(),
  ]);
  const tier = tierFor(spend, settings);
  const next = [...settings.tiers].sort((a, b) => a.minSpend - b.minSpend).find((t) => t.minSpend > spend) ?? null;
  const { enabled: _e, ...rest } = settings;
  return {
    enabled: settings.enabled,
    balance,
    value: balance * settings.pointValue,
    spend12m: spend,
    tier,
    nextTier: next,
    expiringSoon: { points: Number(soon?.n ?? 0), at: soon?.at ?? null },
    settings: rest,
  };
}

export async function loyaltyLedger(db: Tx, userId: string, limit = 100): Promise<LoyaltyLedgerEntry[]> {
  const rows = await db
    .selectFrom('loyalty_ledger as l')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.id', 'l.kind', 'l.points', 'l.expires_at', 'l.actor', 'l.note', 'l.created_at', 'o.code as order_code'])
    .where('l.user_id', '=', userId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    points: Number(r.points),
    orderCode: r.order_code ?? null,
    expiresAt: r.kind === 'expire' ? null : r.expires_at,
    actor: r.actor,
    note: r.note,
    createdAt: r.created_at,
  }));
}

export function pointsShort(balance: number) {
  return new AppError(409, 'LOYALTY_POINTS_SHORT', { balance });
}

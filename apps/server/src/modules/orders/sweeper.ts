import {
  AWAITING_PAYMENT,
  isOrderStatus,
  type PaymentStatus,
  PREPAID_METHODS,
  paymentDueAt,
  UNPAID_ORDER_HOURS,
  UNPAID_ORDER_MS,
} from '@sen/core';
import { PICKUP_HOLD_DAYS } from '@sen/core/stores/index';
import type { FastifyInstance } from 'fastify';
import type { OrdersTable } from '../../db/tables/commerce';
import { AppError } from '../../lib/http';
import { changeStatus, type OrdersApp } from './status';

/** How often each instance looks for expired orders and old keys. */
export const SWEEP_EVERY_MS = 5 * 60_000;
/**
 * An Idempotency-Key is kept this long (decision 0030): a retry comes within seconds or minutes
 * of its first attempt (the web makes a key per checkout attempt), never a day later.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;
/** Orders cancelled per sweep at most; the rest wait for the next one. */
const BATCH = 200;

const UNPAID: PaymentStatus[] = ['pending', 'failed'];

const NOTE: Record<'vi' | 'en', string> = {
  vi: `Tự động hủy: chưa nhận được thanh toán sau ${UNPAID_ORDER_HOURS} giờ`,
  en: `Cancelled automatically: no payment received within ${UNPAID_ORDER_HOURS} hours`,
};

/** Whether the order, as read now, is still unpaid past its deadline. */
function expired(o: OrdersTable, now: number): boolean {
  if (!isOrderStatus(o.status)) return false;
  const due = paymentDueAt({
    status: o.status,
    paymentStatus: o.payment_status as PaymentStatus,
    paymentMethodCode: o.payment_method_code,
    updatedAt: o.updated_at,
  });
  return due !== null && Date.parse(due) <= now;
}

/**
 * Cancels the prepaid orders still unpaid past their deadline (decision 0034), each through
 * changeStatus like a staff cancel: stock and coupon use go back, history says why (actor
 * `system`), the buyer is mailed. Each cancel re-checks inside its transaction and its update
 * matches only the status and payment status it read, so when several instances sweep at once
 * exactly one cancels an order and returns its stock; the others get 409 and move on.
 * Returns the codes this call cancelled.
 */
export async function expireUnpaidOrders(app: OrdersApp, now = Date.now()): Promise<string[]> {
  const cutoff = new Date(now - UNPAID_ORDER_MS).toISOString();
  const candidates = await app.db
    .selectFrom('orders')
    .select(['code', 'language'])
    .where('status', 'in', [...AWAITING_PAYMENT])
    .where('payment_status', 'in', UNPAID)
    .where('payment_method_code', 'in', [...PREPAID_METHODS])
    .where('updated_at', '<=', cutoff)
    .orderBy('updated_at')
    .limit(BATCH)
    .execute();
  const cancelled: string[] = [];
  for (const { code, language } of candidates) {
    try {
      const note = NOTE[language === 'vi' ? 'vi' : 'en'];
      const order = await changeStatus(app, code, { status: 'cancelled', note }, 'system', {
        check: (o) => {
          if (!expired(o, now)) throw new AppError(409, 'ORDER_STATUS_TRANSITION', { from: o.status, to: 'cancelled' });
        },
        paymentStatusIn: UNPAID,
      });
      cancelled.push(order.code);
    } catch (err) {
      // Paid, moved on or cancelled by someone else since the query: nothing to do.
      if (err instanceof AppError && err.statusCode === 409) continue;
      app.log.warn({ err, code }, 'order expiry failed');
    }
  }
  if (cancelled.length) app.log.info({ codes: cancelled }, 'unpaid orders cancelled');
  return cancelled;
}

const UNCOLLECTED_NOTE: Record<'vi' | 'en', string> = {
  vi: `Tự động hủy: chưa được nhận tại cửa hàng trong ${PICKUP_HOLD_DAYS} ngày`,
  en: `Cancelled automatically: not collected from the store within ${PICKUP_HOLD_DAYS} days`,
};

/**
 * Cancels the click-and-collect orders ready for more than PICKUP_HOLD_DAYS and still neither
 * collected nor paid (decision 0294): through changeStatus like any cancel, so the goods go back
 * to the store (or the delivery stock they came from) and the buyer is mailed why. A paid one is
 * left to staff, who settle the refund. The update matches only a ready, unpaid order, so
 * concurrent sweeps or a collection at the desk meanwhile make it a 409 that is skipped.
 */
export async function expireUncollectedPickups(app: OrdersApp, now = Date.now()): Promise<string[]> {
  const cutoff = new Date(now - PICKUP_HOLD_DAYS * 24 * 3600_000).toISOString();
  const candidates = await app.db
    .selectFrom('order_pickups as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['o.code', 'o.language'])
    .where('o.status', '=', 'readyForPickup')
    .where('o.payment_status', 'in', UNPAID)
    .where('p.picked_up_at', 'is', null)
    .where('p.ready_at', '<=', cutoff)
    .orderBy('p.ready_at')
    .limit(BATCH)
    .execute();
  const cancelled: string[] = [];
  for (const { code, language } of candidates) {
    try {
      const note = UNCOLLECTED_NOTE[language === 'vi' ? 'vi' : 'en'];
      const order = await changeStatus(app, code, { status: 'cancelled', note }, 'system', {
        check: (o) => {
          if (o.status !== 'readyForPickup')
            throw new AppError(409, 'ORDER_STATUS_TRANSITION', { from: o.status, to: 'cancelled' });
        },
        paymentStatusIn: UNPAID,
        systemReason: 'uncollected',
      });
      cancelled.push(order.code);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 409) continue;
      app.log.warn({ err, code }, 'uncollected pickup expiry failed');
    }
  }
  if (cancelled.length) app.log.info({ codes: cancelled }, 'uncollected pickup orders cancelled');
  return cancelled;
}

/** Deletes Idempotency-Key rows older than a day; their orders stay. */
export async function pruneIdempotencyKeys(app: Pick<OrdersApp, 'db'>, now = Date.now()): Promise<number> {
  const res = await app.db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now - IDEMPOTENCY_KEY_TTL_MS).toISOString())
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function sweepOrders(app: OrdersApp, now = Date.now()) {
  const expiredCodes = await expireUnpaidOrders(app, now);
  const uncollected = await expireUncollectedPickups(app, now);
  const keysDeleted = await pruneIdempotencyKeys(app, now);
  return { expired: expiredCodes, uncollected, keysDeleted };
}

/**
 * Runs the sweep when the app is ready and then every SWEEP_EVERY_MS, on an unref'd timer
 * (it never keeps the process alive), stopped when the app closes. Safe with several
 * instances: see expireUnpaidOrders; deleting old keys twice deletes nothing the second time.
 */
export function startOrderSweeper(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    app.jobs.every('order sweep', SWEEP_EVERY_MS, () => sweepOrders(app));
  });
}

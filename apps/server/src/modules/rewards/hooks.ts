import type { OrdersTable } from '../../db/tables/commerce';
import type { Tx } from '../orders/db';
import { disableOrderGiftCards, issueOrderGiftCards, restoreOrderGiftCards } from './gift-cards';
import { earnOrderPoints, reverseOrderPoints } from './loyalty';

/*
 * What the orders module calls at its turning points (one line each in orders/paid.ts and
 * orders/status.ts), inside the order's own transaction, so rewards change exactly when the
 * order does.
 */

type OrderRow = Pick<OrdersTable, 'id' | 'code' | 'user_id' | 'subtotal' | 'discount' | 'email' | 'full_name' | 'language'>;

/** Paid: gift cards bought in the order are issued and their mails queued. */
export async function onOrderPaid(
  trx: Tx,
  order: OrderRow,
  stamp: string,
  app: { mail: { transport: 'smtp' | 'log' }; config: { publicUrl: string } },
) {
  await issueOrderGiftCards(trx, order, stamp, app.mail.transport, app.config.publicUrl);
}

/**
 * Cancelled or refunded: points earned go, points spent and gift card money come back; a
 * refunded gift card order disables the cards it issued. THE function the returns module calls
 * when it refunds an order (idempotent: calling it again changes nothing).
 */
export async function reverseOrderRewards(
  trx: Tx,
  order: Pick<OrdersTable, 'id' | 'user_id'>,
  actor: string,
  stamp: string,
  refunded = false,
) {
  await reverseOrderPoints(trx, order, actor, stamp);
  await restoreOrderGiftCards(trx, order.id, actor, stamp);
  if (refunded) await disableOrderGiftCards(trx, order.id, actor, stamp);
}

/** Moved to a status: completed/delivered earn points; cancelled/refunded reverse. */
export async function onOrderStatus(trx: Tx, order: OrderRow, to: string, actor: string, stamp: string) {
  if (to === 'completed' || to === 'delivered') await earnOrderPoints(trx, order, stamp);
  if (to === 'cancelled' || to === 'refunded') await reverseOrderRewards(trx, order, actor, stamp, to === 'refunded');
}

import { formatVnd, type Order, type OrderStatus } from '@sen/core';
import type { OrdersTable } from '../../db/tables/commerce';
import { type AccountEvent, notifyAfter } from '../me/notify';
import { notifyStaff as notifyStaffOf, type StaffMember } from '../realtime/staff-notify';
import { orderLink } from './access';
import type { OrdersApp } from './status';
import { type OrderUpdate, orderUpdateMail } from './update-mail';

/**
 * What the customer hears when an order moves (issue 13, decision 0152): one in-app notification
 * for a signed-in buyer and one mail queued in the outbox (guests: the mail only). Called after
 * the change committed; a failure is logged and never undoes the change.
 */
const NOTIFY: Record<OrderUpdate, AccountEvent> = {
  paid: 'orderPaid',
  confirmed: 'orderConfirmed',
  shipped: 'orderShipped',
  readyForPickup: 'orderReadyForPickup',
  delivered: 'orderDelivered',
  returnApproved: 'returnApproved',
  returnRefunded: 'returnRefunded',
  edited: 'orderEdited',
};

/**
 * The returns screens call this too: `announceOrderUpdate(app, row, order, 'returnApproved')`, and
 * 'returnRefunded' with the amount refunded (VND).
 */
export async function announceOrderUpdate(
  app: OrdersApp,
  row: OrdersTable,
  order: Order,
  update: OrderUpdate,
  refunded?: number,
): Promise<void> {
  await notifyAfter(app, row.user_id, NOTIFY[update], {
    code: order.code,
    tracking: order.trackingNumber ?? undefined,
    amount:
      update === 'returnRefunded' && refunded !== undefined
        ? formatVnd(refunded)
        : update === 'edited'
          ? formatVnd(order.total)
          : undefined,
  });
  const mail = orderUpdateMail(order, update, orderLink(app, order.code), row.language);
  try {
    await app.mail.send(mail);
  } catch (err) {
    app.log.warn({ err, code: order.code, update }, 'order mail not queued');
  }
}

/**
 * The update a status move means for the customer, if any. Told once per status: the caller
 * skips a status the order had reached before (processing again after a payment or a pause).
 */
export function updateFor(to: OrderStatus): OrderUpdate | null {
  if (to === 'processing') return 'confirmed';
  if (to === 'shipped') return 'shipped';
  if (to === 'readyForPickup') return 'readyForPickup';
  if (to === 'delivered') return 'delivered';
  return null;
}

/**
 * Staff who handle orders (orders.write) hear of a new order and of money received in the admin
 * header's notifications (issue 13): through the one staff notifier (realtime/staff-notify.ts).
 */
export async function notifyStaff(
  app: Pick<OrdersApp, 'db' | 'log'>,
  event: 'staffNewOrder' | 'staffPaymentReceived',
  order: Pick<Order, 'code' | 'total' | 'customer'>,
  /** The staff to tell, when already read (placing an order on PostgreSQL: decision 0380). */
  known?: StaffMember[],
): Promise<void> {
  await notifyStaffOf(
    app,
    {
      kind: event === 'staffNewOrder' ? 'newOrder' : 'paymentReceived',
      code: order.code,
      customerName: order.customer.fullName,
      total: order.total,
    },
    known,
  );
}

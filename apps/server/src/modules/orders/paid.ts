import { randomUUID } from 'node:crypto';
import {
  canTransition,
  fieldMessage,
  formatVnd,
  isManualPaymentMethod,
  isOrderStatus,
  type Language,
  type Order,
  type OrderStatus,
} from '@sen/core';
import { AppError, notFound } from '../../lib/http';
import { type AuditActor, recordAudit } from '../audit/audit';
import { onOrderPaid, onOrderStatus } from '../rewards/hooks';
import { emitCourseEvent, grantCourses } from './course-grants';
import { writeTransaction } from './db';
import { announceOrderUpdate, notifyStaff } from './events';
import { insertPayment } from './payment-record';
import { findOrderByCode, loadOrder } from './queries';
import type { Actor, OrdersApp } from './status';

export interface MarkPaid {
  amount: number;
  reference?: string;
  note?: string;
  /** 'manual' when staff record money they saw arrive (bank transfer, COD); a gateway's code otherwise. */
  method?: string;
}

export interface MarkPaidOptions {
  /** The staff member, for the audit log (written in the same transaction). */
  audit?: AuditActor;
  /** The language of the field message when the amount is short. */
  lang?: Language;
}

export interface MarkPaidResult {
  order: Order;
  /** False when the order was already paid: nothing changed (a gateway's repeated notification). */
  changed: boolean;
}

/** Waiting statuses that become paymentReceived when the money arrives; later ones keep their status. */
const WAITING: OrderStatus[] = ['pending', 'pendingPayment', 'failed', 'onHold'];

/**
 * THE way an order becomes paid with a recorded payment (decision 0150): staff marking a bank
 * transfer or COD order paid, and a gateway's verified confirmation, both come here. In one
 * transaction: the payment row (amount, method, reference, who), payment status paid, the
 * status moved to paymentReceived when the order was still waiting for it (and a digital-only
 * order, a course, straight on to completed — what it bought is delivered by the grant), course
 * grants, history and audit. The update only matches an order not paid yet, so two confirmations
 * at once record one payment; the second answers `changed: false`.
 * After the commit: the course listeners (enrolment), the customer's notification and mail.
 */
export async function markOrderPaid(
  app: OrdersApp,
  code: string,
  payment: MarkPaid,
  actor: Actor | 'gateway',
  opts: MarkPaidOptions = {},
): Promise<MarkPaidResult> {
  const method = payment.method ?? 'manual';
  let granted: Awaited<ReturnType<typeof grantCourses>> = null;
  const result = await writeTransaction(app.db, app.dialect, async (trx) => {
    const order = await findOrderByCode(trx, code);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    if (order.payment_status === 'paid') return { id: order.id, changed: false };
    const from = order.status;
    if (!isOrderStatus(from) || from === 'cancelled' || from === 'refunded') {
      throw new AppError(409, 'ORDER_NOT_PAYABLE', { status: from });
    }
    if (method === 'manual' && !isManualPaymentMethod(order.payment_method_code)) {
      throw new AppError(409, 'ORDER_PAYMENT_METHOD_MANUAL');
    }
    const total = Number(order.total);
    if (payment.amount < total) {
      const message = fieldMessage('order.payment.short', opts.lang ?? 'vi', {
        amount: formatVnd(payment.amount),
        total: formatVnd(total),
      });
      throw new AppError(400, 'VALIDATION_ERROR', undefined, [{ field: 'amount', message }]);
    }

    const path: OrderStatus[] = [];
    // A failed payment followed by a good one: failed → pendingPayment → paymentReceived.
    if (from === 'failed' && canTransition('failed', 'pendingPayment')) path.push('pendingPayment');
    const waiting = path.at(-1) ?? from;
    if (WAITING.includes(from) && canTransition(waiting, 'paymentReceived')) {
      path.push('paymentReceived');
      if (!order.requires_shipping && canTransition('paymentReceived', 'completed')) path.push('completed');
    } else path.length = 0;
    const now = new Date();
    const stamp = now.toISOString();
    const to = path.at(-1) ?? from;
    const res = await trx
      .updateTable('orders')
      .set({ payment_status: 'paid', paid_at: stamp, status: to, updated_at: stamp })
      .where('id', '=', order.id)
      .where('status', '=', from)
      .where('payment_status', '!=', 'paid')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new AppError(409, 'ORDER_STATUS_TRANSITION', { from, to });

    const reference = payment.reference?.trim() ?? '';
    const note = payment.note?.trim() ?? '';
    await insertPayment(trx, order.id, { amount: payment.amount, method, reference, note }, actor, stamp);
    if (path.length) {
      await trx
        .insertInto('order_status_history')
        .values(
          path.map((status, i) => ({
            id: randomUUID(),
            order_id: order.id,
            status,
            note: i === 0 ? [reference && `Ref: ${reference}`, note].filter(Boolean).join(' — ') : '',
            actor,
            // A millisecond apart, so the timeline keeps its order.
            created_at: new Date(now.getTime() + i).toISOString(),
          })),
        )
        .execute();
    }
    granted = await grantCourses(trx, order, stamp);
    await onOrderPaid(trx, order, stamp, app);
    if (to !== from) await onOrderStatus(trx, order, to, actor, stamp);
    if (opts.audit) {
      await recordAudit(trx, {
        actor: opts.audit,
        action: 'markPaid',
        entity: 'order',
        entityId: order.id,
        before: { code: order.code, status: from, paymentStatus: order.payment_status },
        after: { code: order.code, status: to, paymentStatus: 'paid', amount: payment.amount, method, reference, note },
      });
    }
    return { id: order.id, changed: true };
  });

  const row = await app.db.selectFrom('orders').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow();
  const order = await loadOrder(app.db, row);
  if (result.changed) {
    await emitCourseEvent('paid', app.db, granted, app.log);
    await announceOrderUpdate(app, row, order, 'paid');
    await notifyStaff(app, 'staffPaymentReceived', order);
  }
  return { order, changed: result.changed };
}

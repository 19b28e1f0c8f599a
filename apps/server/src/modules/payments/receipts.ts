import { randomUUID } from 'node:crypto';
import { formatVnd } from '@sen/core';
import type { OrdersTable } from '../../db/tables/commerce';
import type { PaymentReceiptsTable } from '../../db/tables/payments';
import { findOrderByCode } from '../orders/queries';
import type { OrdersApp } from '../orders/status';
import { canBePaid, confirmPayment, isTransitionConflict } from './confirm';

/**
 * What a receipt did:
 * - paid: it paid the order (with earlier partial transfers, if any);
 * - overpaid: it paid the order and more than the total arrived (staff return the difference);
 * - partial: less than the total so far (staff look; a later transfer can complete it);
 * - surplus: the order was already paid (a second payment: refund it);
 * - late: the order was cancelled or expired before the money came (refund it, or staff restore the order);
 * - unmatched: no order found (bank transfers only).
 */
export type ReceiptOutcome = 'paid' | 'overpaid' | 'partial' | 'surplus' | 'late' | 'unmatched';

export interface ReceiptInput {
  provider: string;
  transactionId: string;
  order: OrdersTable | null;
  attemptId: string | null;
  amount: number;
  currency: string;
  details: Record<string, unknown>;
  /** Bank transfers may arrive in parts; a gateway's payment is the whole amount or refused before this. */
  allowPartial: boolean;
}

export interface Settled {
  outcome: ReceiptOutcome;
  /** The same transaction had been recorded before: nothing changed now. */
  replay: boolean;
}

const NEEDS_REVIEW: readonly ReceiptOutcome[] = ['overpaid', 'partial', 'surplus', 'late', 'unmatched'];

/**
 * Records money received, once per (provider, transaction id), then settles it against its order.
 * A replayed notification finds its receipt already settled and changes nothing. Money is never
 * dropped: what cannot pay an order is kept with an outcome staff review (needs_review).
 */
export async function recordReceipt(app: OrdersApp, input: ReceiptInput): Promise<Settled> {
  const now = new Date().toISOString();
  await app.db
    .insertInto('payment_receipts')
    .values({
      id: randomUUID(),
      provider: input.provider,
      transaction_id: input.transactionId,
      order_id: input.order?.id ?? null,
      attempt_id: input.attemptId,
      amount: input.amount,
      currency: input.currency,
      outcome: null,
      needs_review: 0,
      note: '',
      details: JSON.stringify(input.details),
      refund_status: null,
      refund_ref: null,
      resolution: '',
      resolved_by: null,
      resolved_at: null,
      received_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
    .execute();
  const receipt = await app.db
    .selectFrom('payment_receipts')
    .selectAll()
    .where('provider', '=', input.provider)
    .where('transaction_id', '=', input.transactionId)
    .executeTakeFirstOrThrow();
  if (receipt.outcome !== null) return { outcome: receipt.outcome as ReceiptOutcome, replay: true };
  const outcome = await settle(app, receipt, input.allowPartial);
  return outcome;
}

async function mark(app: OrdersApp, id: string, outcome: ReceiptOutcome, note: string, onlyIfOpen: boolean): Promise<boolean> {
  let q = app.db
    .updateTable('payment_receipts')
    .set({ outcome, note, needs_review: NEEDS_REVIEW.includes(outcome) ? 1 : 0, updated_at: new Date().toISOString() })
    .where('id', '=', id);
  if (onlyIfOpen) q = q.where('outcome', 'is', null);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

const vnd = (n: number) => formatVnd(n);

async function settle(app: OrdersApp, receipt: PaymentReceiptsTable, allowPartial: boolean): Promise<Settled> {
  const amount = Number(receipt.amount);
  const order = receipt.order_id
    ? await app.db.selectFrom('orders').selectAll().where('id', '=', receipt.order_id).executeTakeFirst()
    : undefined;
  if (!order) {
    await mark(app, receipt.id, 'unmatched', 'Không tìm thấy đơn hàng', true);
    return { outcome: 'unmatched', replay: false };
  }
  if (!canBePaid(order)) return closeOut(app, receipt, order);

  const total = Number(order.total);
  // Earlier partial transfers count towards the total (a buyer paying in two parts).
  const earlier = await app.db
    .selectFrom('payment_receipts')
    .select(['id', 'amount'])
    .where('order_id', '=', order.id)
    .where('outcome', '=', 'partial')
    .where('currency', '=', receipt.currency)
    .execute();
  // A gateway charging another currency (PayPal: USD cents) was held to its attempt's amount, the
  // order's total at the shop's rate, before it got here: it covers the total.
  const inVnd = receipt.currency === 'VND' ? amount : total;
  const received = inVnd + earlier.reduce((s, r) => s + Number(r.amount), 0);
  if (received < total) {
    const note = `Đã nhận ${vnd(received)} / ${vnd(total)}, còn thiếu ${vnd(total - received)}`;
    if (!allowPartial) throw new Error('a gateway payment below the total reached settle');
    await mark(app, receipt.id, 'partial', note, true);
    return { outcome: 'partial', replay: false };
  }

  try {
    await confirmPayment(app, order.code, {
      amount: received,
      provider: receipt.provider,
      transactionId: receipt.transaction_id,
      note: paidNote(receipt),
    });
  } catch (err) {
    if (!isTransitionConflict(err)) throw err;
    // Someone else changed the order first: paid by another notification, or cancelled.
    const now = await findOrderByCode(app.db, order.code);
    return closeOut(app, receipt, now ?? order);
  }
  const surplus = received - total;
  const outcome: ReceiptOutcome = surplus > 0 ? 'overpaid' : 'paid';
  await mark(app, receipt.id, outcome, surplus > 0 ? `Thừa ${vnd(surplus)} so với tổng đơn ${vnd(total)}` : '', false);
  for (const e of earlier) await mark(app, e.id, 'paid', 'Cộng dồn với chuyển khoản sau', false);
  return { outcome, replay: false };
}

/** Money for an order that cannot take it (already paid, cancelled, expired): kept for a refund. */
async function closeOut(app: OrdersApp, receipt: PaymentReceiptsTable, order: OrdersTable): Promise<Settled> {
  const paid = order.payment_status === 'paid';
  const outcome: ReceiptOutcome = paid ? 'surplus' : 'late';
  const note = paid
    ? `Đơn ${order.code} đã được thanh toán trước đó: cần hoàn tiền`
    : `Đơn ${order.code} đang ở trạng thái ${order.status}: cần hoàn tiền hoặc khôi phục đơn`;
  const changed = await mark(app, receipt.id, outcome, note, true);
  // Not changed: a concurrent copy of this same notification settled it (it paid the order).
  return changed ? { outcome, replay: false } : { outcome: 'paid', replay: true };
}

function paidNote(receipt: PaymentReceiptsTable): string {
  const by = receipt.provider === 'BANK_TRANSFER' ? 'chuyển khoản' : receipt.provider;
  return `Đã nhận thanh toán qua ${by} (mã giao dịch ${receipt.transaction_id})`;
}

/**
 * A VND amount of an order in the currency its receipt was charged in (PayPal: USD cents), in
 * proportion to what was charged, never more: a refund goes back in the payment's own currency.
 */
export function inReceiptCurrency(receipt: Pick<PaymentReceiptsTable, 'amount' | 'currency'>, vnd: number, orderTotal: number) {
  if (receipt.currency === 'VND') return vnd;
  const charged = Number(receipt.amount);
  if (orderTotal <= 0 || vnd >= orderTotal) return charged;
  return Math.min(charged, Math.round((charged * vnd) / orderTotal));
}

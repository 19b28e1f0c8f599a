import type { OrdersApp } from '../../orders/status';
import { logNotification, type NotificationOutcome, settleNotification } from '../gateway';
import type { PaypalProvider } from './adapter';

/** A capture's outcome: a notification's, or the order was not approved by the buyer (yet), or PayPal holds it (pending). */
export type CaptureOutcome = NotificationOutcome | 'notApproved' | 'pending';

/**
 * Captures a PayPal order the buyer approved (the button's onApprove, the return from PayPal, the
 * CHECKOUT.ORDER.APPROVED webhook) and settles the capture like any verified notification:
 * amount and currency against our attempt, one receipt per capture id, `markOrderPaid`.
 * Only orders we created are captured: an unknown id never reaches PayPal.
 */
export async function capturePaypalOrder(
  app: OrdersApp,
  provider: PaypalProvider,
  paypalOrderId: string,
  meta: { kind: string; ip: string },
): Promise<{ outcome: CaptureOutcome; orderCode: string | null }> {
  const attempt = paypalOrderId
    ? await app.db
        .selectFrom('payment_attempts')
        .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
        .select(['payment_attempts.txn_ref', 'orders.code'])
        .where('payment_attempts.provider', '=', 'PAYPAL')
        .where('payment_attempts.provider_ref', '=', paypalOrderId)
        .executeTakeFirst()
    : undefined;
  const log = async (outcome: CaptureOutcome, payload: unknown) => {
    await logNotification(app, {
      provider: 'PAYPAL',
      kind: meta.kind,
      reference: attempt?.txn_ref ?? paypalOrderId,
      verified: false,
      outcome,
      payload,
      ip: meta.ip,
    });
    return { outcome, orderCode: attempt?.code ?? null };
  };
  if (!attempt) return log('notFound', { orderId: paypalOrderId });

  const capture = await provider.capture(paypalOrderId);
  if (!capture) return log('notApproved', { orderId: paypalOrderId });
  // PayPal copies our custom_id onto the capture: one of another attempt is not this order's money.
  if (capture.customId && capture.customId !== attempt.txn_ref) return log('notFound', { orderId: paypalOrderId, capture });
  if (capture.status === 'PENDING') return log('pending', { orderId: paypalOrderId, capture });
  const n = provider.notificationOf({ ...capture, customId: attempt.txn_ref }, true);
  const outcome = await settleNotification(app, 'PAYPAL', n, { orderId: paypalOrderId, capture }, meta);
  return { outcome, orderCode: attempt.code };
}

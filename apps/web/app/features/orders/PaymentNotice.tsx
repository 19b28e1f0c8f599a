import { isGatewayMethod, type Order } from '@sen/core';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';

/** What the gateway's return said (?payment=): read only, the order's own status is what counts. */
export type PaymentReturn = 'success' | 'failed' | 'invalid' | 'unavailable';

const WAITING = ['pending', 'pendingPayment', 'failed'];

/** PayPal's button and JS SDK: their own chunk, fetched only for a PayPal order waiting for payment. */
const PaypalButton = lazy(() => import('./PaypalButton'));

/**
 * Under the order's success page: what came back from the gateway, and "pay now" while a gateway
 * order waits unpaid (the server starts a payment, or hands out the pending one, and the browser
 * goes to the gateway's page). The order becomes paid only by the gateway's own notification.
 */
export function PaymentNotice({ order, query, result }: { order: Order; query: string; result: PaymentReturn | null }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [, setSearchParams] = useSearchParams();
  const paid = order.paymentStatus === 'paid';
  const canPay = !paid && isGatewayMethod(order.paymentMethod.code) && WAITING.includes(order.status);
  if (!result && !canPay) return null;
  const message = paid
    ? t('payment.paid')
    : failed
      ? t('payment.unavailable')
      : result === 'success'
        ? t('payment.return.success')
        : result === 'failed'
          ? t('payment.return.failed')
          : result === 'invalid'
            ? t('payment.return.invalid')
            : result === 'unavailable'
              ? t('payment.unavailable')
              : null;

  async function payNow() {
    setBusy(true);
    setFailed(false);
    try {
      const start = await api.post<{ redirectUrl: string | null } | null>(
        `/payments/orders/${encodeURIComponent(order.code)}/start${query}`,
      );
      if (start?.redirectUrl) {
        window.location.assign(start.redirectUrl);
        return;
      }
      setFailed(true);
    } catch {
      setFailed(true);
    }
    setBusy(false);
  }

  return (
    <div
      className={`mt-6 rounded-2xl border p-4 text-sm ${paid ? 'border-emerald-600/40 bg-emerald-600/10' : 'border-amber-500/50 bg-amber-500/10'}`}
      data-testid="payment-notice"
      role="status"
    >
      {message && <p>{message}</p>}
      {canPay && (
        <button
          type="button"
          onClick={payNow}
          disabled={busy}
          className="mt-3 h-11 rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          data-testid="pay-now"
        >
          {t('payment.payNow')}
        </button>
      )}
      {canPay && order.paymentMethod.code.toUpperCase() === 'PAYPAL' && (
        <Suspense fallback={null}>
          <PaypalButton
            code={order.code}
            query={query}
            onPaid={() =>
              // The order is read again with the result, as when coming back from a gateway's page.
              setSearchParams(
                (p) => {
                  p.set('payment', 'success');
                  return p;
                },
                { replace: true },
              )
            }
          />
        </Suspense>
      )}
    </div>
  );
}

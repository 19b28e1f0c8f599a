import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useEffect, useState } from 'react';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';

interface PaypalConfig {
  clientId: string;
  sdkUrl: string;
  currency: 'USD';
}

/**
 * PayPal's button (its JS SDK, loaded only here: this module is imported lazily by the order's
 * payment notice). createOrder starts (or hands out again) the shop's PayPal order; onApprove asks
 * the shop to capture it. The shop's server decides: the order is paid only when PayPal's capture
 * matches it. `onPaid` reloads the order.
 */
export default function PaypalButton({ code, query, onPaid }: { code: string; query: string; onPaid: () => void }) {
  const t = useT();
  const [config, setConfig] = useState<PaypalConfig | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    api
      .get<PaypalConfig>('/payments/paypal/config')
      .then(setConfig)
      .catch(() => setConfig(null));
  }, []);
  if (!config) return null;

  return (
    <div className="mt-4" data-testid="paypal-button">
      <p className="mb-2 text-sm">{t('payment.paypal.title')}</p>
      {failed && (
        <p className="mb-2 text-sm text-red-700" role="alert">
          {t('payment.paypal.failed')}
        </p>
      )}
      <PayPalScriptProvider
        options={{ clientId: config.clientId, currency: config.currency, intent: 'capture', sdkBaseUrl: config.sdkUrl }}
      >
        <PayPalButtons
          style={{ layout: 'horizontal', tagline: false }}
          createOrder={async () => {
            setFailed(false);
            const start = await api.post<{ providerRef: string | null } | null>(
              `/payments/orders/${encodeURIComponent(code)}/start${query}`,
            );
            if (!start?.providerRef) throw new Error('no PayPal order');
            return start.providerRef;
          }}
          onApprove={async (data) => {
            const result = await api.post<{ paid: boolean }>('/payments/paypal/capture', { orderId: data.orderID });
            if (result.paid) onPaid();
            else setFailed(true);
          }}
          onError={() => setFailed(true)}
        />
      </PayPalScriptProvider>
    </div>
  );
}

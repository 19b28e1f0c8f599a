import { formatShopDate, formatShopTime } from '@sen/core/shop-time';
import type { OrderPickup as Pickup } from '@sen/core/stores/index';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { PickupQr } from './PickupQr';
import { loadStoresTexts } from './texts';

/**
 * The order page's pickup block (lazy chunk with its texts): the store, then — once staff marked
 * the order ready — the pickup code as text and QR, or when it was collected.
 */
export default function OrderPickup({ pickup, status }: { pickup: Pickup; status: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadStoresTexts().then(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <section className="rounded-2xl border border-line bg-surface p-5" data-testid="order-pickup">
      <h2 className="mb-2 font-bold">{t('stores.order.title')}</h2>
      <p className="text-sm font-semibold">
        <Link to={`/stores/${pickup.storeId}`} className="hover:text-brand-700">
          {pickup.storeName}
        </Link>
      </p>
      <p className="text-sm text-fg-muted">{pickup.storeAddress}</p>
      {pickup.pickedUpAt ? (
        <p className="mt-2 text-sm text-emerald-700">
          {t('stores.order.pickedUp', { time: formatShopTime(pickup.pickedUpAt, lang) })}
        </p>
      ) : pickup.pickupCode && status === 'readyForPickup' ? (
        <div className="mt-3 space-y-2">
          <p className="text-sm">{t('stores.order.ready')}</p>
          <p className="font-mono text-2xl font-bold tracking-widest" data-testid="pickup-code">
            {pickup.pickupCode}
          </p>
          <PickupQr code={pickup.pickupCode} label={t('stores.order.code')} />
        </div>
      ) : (
        <>
          {pickup.waitDays > 0 && pickup.expectedAt && (
            <p className="mt-2 text-sm font-medium text-amber-700 dark:text-amber-400" data-testid="pickup-wait">
              {t('stores.order.wait', {
                days: pickup.waitDays,
                date: formatShopDate(pickup.expectedAt, lang),
              })}
            </p>
          )}
          <p className="mt-2 text-sm text-fg-muted">{t('stores.order.waiting')}</p>
        </>
      )}
    </section>
  );
}

import type { Order } from '@sen/core';
import { isApiError } from '@sen/core/api-client';
import { formatShopDate, formatShopTime } from '@sen/core/shop-time';
import { clsx } from 'clsx';
import { type FormEvent, useState } from 'react';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, btnPrimary, card, input } from '../kit/classes';
import { adminStoresApi } from './api';

/**
 * The order detail's click-and-collect box: the store, "mark ready" (the customer gets the code
 * by mail and notification), and the hand-over, which needs the code the customer shows — typed,
 * or scanned: a QR scanner types it into the focused field and ends with Enter.
 */
export function PickupPanel({ order, canWrite, onChanged }: { order: Order; canWrite: boolean; onChanged: () => void }) {
  const t = useT();
  const { lang } = useLanguage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pickup = order.pickup;
  if (!pickup) return null;
  const canReady = ['pending', 'processing', 'paymentReceived'].includes(order.status);

  const ready = async () => {
    setBusy(true);
    try {
      const o = await adminStoresApi.ready(order.code);
      toast.success(t('adminStores.pickup.readyDone', { code: o.pickup?.pickupCode ?? '' }));
      onChanged();
    } catch (e) {
      toast.error(isApiError(e) ? e.message : t('adminStores.pickup.failed'));
    } finally {
      setBusy(false);
    }
  };
  const collect = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await adminStoresApi.collect(order.code, code);
      toast.success(t('adminStores.pickup.collected'));
      setCode('');
      onChanged();
    } catch (err) {
      setError(isApiError(err) ? err.message : t('adminStores.pickup.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={clsx(card, 'p-4')} data-testid="pickup-panel">
      <h2 className="mb-2 text-sm font-semibold text-fg">{t('adminStores.pickup.title')}</h2>
      <p className="text-sm font-medium">{pickup.storeName}</p>
      <p className="text-xs text-fg-muted">{pickup.storeAddress}</p>
      {pickup.expectedAt && !pickup.readyAt && (
        <p className="mt-2 text-sm font-medium text-amber-700 dark:text-amber-400" data-testid="pickup-waiting">
          {t('adminStores.pickup.waiting', { date: formatShopDate(pickup.expectedAt, lang) })}
        </p>
      )}
      {pickup.pickupCode && (
        <p className="mt-2 text-sm">
          {t('adminStores.pickup.code')}: <span className="font-mono font-semibold">{pickup.pickupCode}</span>
        </p>
      )}
      {pickup.pickedUpAt && (
        <p className="mt-2 text-sm text-emerald-700">
          {t('adminStores.pickup.collected')} · {formatShopTime(pickup.pickedUpAt, lang)}
        </p>
      )}
      {canWrite && canReady && (
        <button type="button" className={clsx(btnPrimary, 'mt-3')} onClick={ready} disabled={busy} data-testid="pickup-ready">
          {t('adminStores.pickup.ready')}
        </button>
      )}
      {canWrite && order.status === 'readyForPickup' && (
        <form className="mt-3 grid gap-2" onSubmit={collect}>
          <label className="text-xs text-fg-muted" htmlFor="pickup-code-input">
            {t('adminStores.pickup.codeHint')}
          </label>
          <input
            id="pickup-code-input"
            className={input}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            aria-invalid={Boolean(error)}
            data-testid="pickup-code-input"
          />
          {error && (
            <p className="text-xs text-red-600" role="alert" data-testid="pickup-code-error">
              {error}
            </p>
          )}
          <button type="submit" className={btn} disabled={busy || !code.trim()} data-testid="pickup-collect">
            {t('adminStores.pickup.collect')}
          </button>
        </form>
      )}
    </section>
  );
}

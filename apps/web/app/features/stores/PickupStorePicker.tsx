import type { CartLine } from '@sen/core';
import type { PickupOption } from '@sen/core/stores/index';
import { storeAddress } from '@sen/core/stores/index';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { api } from '../api/browser-api';
import { refsOf } from '../cart/cart-store';
import { useT } from '../i18n/LanguageProvider';
import { storesApi } from './api';
import { loadStoresTexts } from './texts';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; options: PickupOption[] };

/**
 * The checkout's store choice for the pickup method (lazy chunk, with its texts): every pickup
 * store with whether it holds every line of the cart now, or else the days the items take to come
 * from the delivery stock (decision 0294); a store with neither cannot be chosen. The server
 * checks again when the order is placed (and refuses a longer wait than the one shown).
 */
export default function PickupStorePicker({
  lines,
  value,
  onChange,
  error,
}: {
  lines: CartLine[];
  value: string;
  onChange: (storeId: string, waitDays: number) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const [state, setState] = useState<State>({ status: 'loading' });
  const refs = JSON.stringify(refsOf(lines).filter((r) => 'productId' in r));

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    Promise.all([storesApi(api).pickupOptions(JSON.parse(refs), controller.signal), loadStoresTexts()])
      .then(([options]) => setState({ status: 'ready', options }))
      .catch(() => !controller.signal.aborted && setState({ status: 'error' }));
    return () => controller.abort();
  }, [refs]);

  // A store that can no longer be chosen is dropped from the choice.
  useEffect(() => {
    if (state.status !== 'ready' || !value) return;
    if (!state.options.some((o) => o.store.id === value && o.waitDays !== null)) onChange('', 0);
  }, [state, value, onChange]);

  if (state.status === 'loading') return <p className="text-sm text-fg-muted">{t('stores.pick.loading')}</p>;
  if (state.status === 'error') return <p className="text-sm text-red-600">{t('stores.pick.failed')}</p>;
  const any = state.options.some((o) => o.waitDays !== null);
  return (
    <fieldset className="space-y-2" data-testid="pickup-stores">
      <legend className="mb-2 font-semibold">{t('stores.pick.title')}</legend>
      {!any && <p className="rounded-xl bg-muted p-3 text-sm">{t('stores.pick.none')}</p>}
      {state.options.map((o) => (
        <label
          key={o.store.id}
          className={clsx(
            'flex gap-3 rounded-xl border p-3 text-sm',
            o.waitDays !== null ? 'cursor-pointer border-line hover:border-brand-400' : 'border-line opacity-60',
            value === o.store.id && 'border-brand-600 ring-1 ring-brand-600',
          )}
          data-testid="pickup-store"
          data-store={o.store.id}
          data-available={o.available}
          data-wait={o.waitDays ?? ''}
        >
          <input
            type="radio"
            name="pickup-store"
            value={o.store.id}
            checked={value === o.store.id}
            disabled={o.waitDays === null}
            onChange={() => onChange(o.store.id, o.waitDays ?? 0)}
            className="mt-1"
          />
          <span>
            <span className="block font-semibold">{o.store.name}</span>
            <span className="block text-fg-muted">{storeAddress(o.store)}</span>
            <span
              className={clsx(
                'block text-xs font-semibold',
                o.available ? 'text-emerald-700' : o.waitDays ? 'text-amber-700 dark:text-amber-400' : 'text-fg-muted',
              )}
            >
              {o.available
                ? t('stores.pick.available')
                : o.waitDays
                  ? t('stores.pick.wait', { days: o.waitDays })
                  : t('stores.pick.unavailable')}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p className="text-sm text-red-600" role="alert" data-testid="pickup-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

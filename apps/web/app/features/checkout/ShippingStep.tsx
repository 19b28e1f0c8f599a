import type { AvailableShippingMethod } from '@sen/core';
import { checkoutApi } from '@sen/core/api/checkout';
import { type ReactNode, useEffect } from 'react';
import { api } from '../api/browser-api';
import { vnd } from '../catalog/Price';
import { useT } from '../i18n/LanguageProvider';
import { TruckIcon } from '../ui/icons';
import { LoadError, MethodCard, MethodSkeletons } from './MethodCard';
import { useMethods } from './use-methods';

interface Props {
  province: string;
  /** With the ward and the parcel's weight (kg), the live carriers quote too (decision 0320). */
  ward?: string;
  weight?: number;
  /** The goods' value the carriers insure (core parcelValue, decision 0322). */
  value?: number;
  /** The real order total (the spec's demo passed 0): free shipping is decided on it. */
  orderTotal: number;
  selected: string;
  error?: string;
  onSelect: (code: string) => void;
  onBack: () => void;
  onNext: () => void;
  /** Shown under the methods: the store choice of the pickup method (issue 18). */
  children?: ReactNode;
}

/** Spec 2 "Shipping step". */
export function ShippingStep({
  province,
  ward,
  weight,
  value,
  orderTotal,
  selected,
  error,
  onSelect,
  onBack,
  onNext,
  children,
}: Props) {
  const t = useT();
  const { state, retry } = useMethods<AvailableShippingMethod>(
    (signal) => checkoutApi(api).shippingMethods(province, orderTotal, signal, { ward: ward || undefined, weight, value }),
    [province, ward, weight, value, orderTotal],
  );
  const methods = state.status === 'ready' ? state.items : [];
  const chosen = methods.find((m) => m.code === selected);

  // The default method is preselected; a method that went away is dropped.
  useEffect(() => {
    if (state.status !== 'ready' || chosen) return;
    const fallback = methods.find((m) => m.isDefault) ?? methods[0];
    onSelect(fallback?.code ?? '');
  }, [state.status, chosen, methods, onSelect]);

  return (
    <div className="space-y-4" data-testid="checkout-shipping">
      <h2 className="text-xl font-bold">{t('checkout.ship.title')}</h2>
      {state.status === 'loading' && <MethodSkeletons />}
      {state.status === 'error' && (
        <LoadError title={t('checkout.ship.loadFailed')} message={state.message} retry={retry} retryLabel={t('checkout.retry')} />
      )}
      {state.status === 'ready' && methods.length === 0 && (
        <p className="rounded-2xl border border-line p-6 text-center text-fg-muted">{t('checkout.ship.none')}</p>
      )}
      <div className="space-y-3" role="radiogroup" aria-label={t('checkout.ship.title')}>
        {methods.map((m) => (
          <MethodCard
            key={m.code}
            name="shipping"
            value={m.code}
            checked={m.code === selected}
            onSelect={onSelect}
            testId={`shipping-${m.code}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex items-center gap-2">
                <TruckIcon size={18} className="text-brand-600" />
                <span className="font-semibold">{m.name}</span>
                {m.isDefault && (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-bold text-white">
                    {t('checkout.ship.recommended')}
                  </span>
                )}
              </div>
              <span className="font-semibold">{m.isFree || m.fee === 0 ? t('checkout.ship.free') : vnd(m.fee)}</span>
            </div>
            {m.description && <p className="mt-1 text-sm text-fg-muted">{m.description}</p>}
            <p className="mt-1 text-xs text-fg-muted">
              {m.carrier ? `${m.carrier} · ` : ''}
              {t('checkout.ship.estimate', { text: m.estimatedDelivery.text })}
            </p>
            {(m.declaredValue ?? 0) > 0 && (
              <p className="mt-0.5 text-xs text-fg-muted" data-testid={`shipping-declared-${m.code}`}>
                {t('checkout.ship.declared', { value: vnd(m.declaredValue ?? 0) })}
              </p>
            )}
          </MethodCard>
        ))}
      </div>
      {chosen && (
        <div className="rounded-xl bg-muted px-4 py-3 text-sm" data-testid="shipping-fee-note">
          <p>{t('checkout.ship.fee', { fee: chosen.isFree || chosen.fee === 0 ? t('checkout.ship.free') : vnd(chosen.fee) })}</p>
          {chosen.isFree && chosen.baseFee > 0 && <p className="mt-1 text-emerald-600">{t('checkout.ship.freeNotice')}</p>}
          {!chosen.isFree && (chosen.amountToFreeShipping ?? 0) > 0 && (
            <p className="mt-1 text-brand-600">{t('checkout.ship.toFree', { amount: vnd(chosen.amountToFreeShipping ?? 0) })}</p>
          )}
        </div>
      )}
      {children}
      {error && <p className="text-sm text-red-600">{error}</p>}
      <div className="flex justify-between gap-3">
        <button
          type="button"
          onClick={onBack}
          className="h-12 whitespace-nowrap rounded-xl border border-line px-4 font-semibold hover:bg-muted sm:px-5"
        >
          {t('checkout.back')}
        </button>
        <button
          type="button"
          onClick={onNext}
          disabled={!chosen}
          className="h-12 whitespace-nowrap rounded-xl bg-brand-600 px-4 font-semibold text-white sm:px-6 hover:bg-brand-700 disabled:opacity-50"
          data-testid="to-payment"
        >
          {t('checkout.toPayment')}
        </button>
      </div>
    </div>
  );
}

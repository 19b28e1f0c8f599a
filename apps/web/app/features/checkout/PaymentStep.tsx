import type { AvailablePaymentMethod, Totals } from '@sen/core';
import { checkoutApi } from '@sen/core/api/checkout';
import { useEffect } from 'react';
import { api } from '../api/browser-api';
import { vnd } from '../catalog/Price';
import { useT } from '../i18n/LanguageProvider';
import { CheckIcon } from '../ui/icons';
import { LoadError, MethodCard, MethodSkeletons } from './MethodCard';
import { PaymentIcon } from './PaymentIcon';
import { useMethods } from './use-methods';

interface Props {
  /** What the methods' minimum and maximum are checked against. */
  orderTotal: number;
  totals: Totals | null;
  selected: string;
  placing: boolean;
  onSelect: (code: string) => void;
  onBack: () => void;
  onPlace: () => void;
}

/** Spec 2 "Payment step": 'Hoàn tất đặt hàng' stays disabled until a method is chosen. */
export function PaymentStep({ orderTotal, totals, selected, placing, onSelect, onBack, onPlace }: Props) {
  const t = useT();
  const { state, retry } = useMethods<AvailablePaymentMethod>(
    (signal) => checkoutApi(api).paymentMethods(orderTotal, signal),
    [orderTotal],
  );
  const methods = state.status === 'ready' ? state.items : [];
  const chosen = methods.find((m) => m.code === selected);

  useEffect(() => {
    if (state.status !== 'ready' || chosen) return;
    onSelect((methods.find((m) => m.isDefault) ?? methods[0])?.code ?? '');
  }, [state.status, chosen, methods, onSelect]);

  const fee = totals?.handlingFee ?? 0;
  const total = totals?.total ?? 0;
  return (
    <div className="space-y-4" data-testid="checkout-payment">
      <h2 className="text-xl font-bold">{t('checkout.pay.title')}</h2>
      {state.status === 'loading' && <MethodSkeletons />}
      {state.status === 'error' && (
        <LoadError title={t('checkout.pay.loadFailed')} message={state.message} retry={retry} retryLabel={t('checkout.retry')} />
      )}
      <div className="space-y-3" role="radiogroup" aria-label={t('checkout.pay.title')}>
        {methods.map((m) => (
          <MethodCard
            key={m.code}
            name="payment"
            value={m.code}
            checked={m.code === selected}
            onSelect={onSelect}
            testId={`payment-${m.code}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <PaymentIcon icon={m.icon} />
              <span className="font-semibold">{m.name}</span>
              {m.isDefault && (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-bold text-white">
                  {t('checkout.pay.recommended')}
                </span>
              )}
            </div>
            {m.description && <p className="mt-1 text-sm text-fg-muted">{m.description}</p>}
            <p className="mt-1 text-xs text-fg-muted">
              {m.processingTime && t('checkout.pay.processing', { time: m.processingTime })}
              {' · '}
              {m.fee > 0 ? t('checkout.pay.fee', { fee: vnd(m.fee) }) : t('checkout.pay.noFee')}
            </p>
            {m.code === selected && (
              <div className="mt-2 space-y-1 text-sm">
                {m.benefits.map((b) => (
                  <p key={b} className="flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
                    <CheckIcon size={14} /> {b}
                  </p>
                ))}
                {m.instructions && <p className="text-fg-muted">{m.instructions}</p>}
                {m.code === 'BANK_TRANSFER' && (
                  <p className="text-fg-muted" data-testid="bank-later">
                    {t('checkout.bank.referenceLater')}
                  </p>
                )}
                {m.acceptedCards.length > 0 && (
                  <p className="flex flex-wrap items-center gap-1.5 text-xs">
                    <span className="text-fg-muted">{t('checkout.pay.cards')}:</span>
                    {m.acceptedCards.map((c) => (
                      <span key={c} className="rounded border border-line px-1.5 py-0.5 font-semibold uppercase">
                        {c}
                      </span>
                    ))}
                  </p>
                )}
              </div>
            )}
          </MethodCard>
        ))}
      </div>
      <dl className="space-y-1.5 rounded-2xl bg-muted p-4 text-sm" data-testid="payment-summary">
        <div className="flex justify-between">
          <dt className="text-fg-muted">{t('checkout.pay.goods')}</dt>
          <dd>{vnd(total - fee)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-fg-muted">{t('checkout.pay.paymentFee')}</dt>
          <dd>{vnd(fee)}</dd>
        </div>
        <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
          <dt>{t('checkout.pay.toPay')}</dt>
          <dd className="text-brand-600">{vnd(total)}</dd>
        </div>
      </dl>
      <p className="text-sm text-fg-muted">{t('checkout.pay.emailNote')}</p>
      <div className="flex justify-between gap-3">
        <button
          type="button"
          onClick={onBack}
          disabled={placing}
          className="h-12 whitespace-nowrap rounded-xl border border-line px-4 font-semibold hover:bg-muted sm:px-5"
        >
          {t('checkout.back')}
        </button>
        <button
          type="button"
          onClick={onPlace}
          disabled={!chosen || placing}
          className="h-12 whitespace-nowrap rounded-xl bg-brand-600 px-4 font-semibold text-white sm:px-6 hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          data-testid="place-order"
        >
          {t('checkout.placeOrder')}
        </button>
      </div>
    </div>
  );
}

import { formatVnd } from '@sen/core';
import { isApiError } from '@sen/core/api-client';
import type { GiftCardBalance, LoyaltySummary } from '@sen/core/rewards/rules';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { rewardsApi } from './api';

export interface CheckoutRewardsValue {
  giftCards: string[];
  usePoints: number;
}

/**
 * The checkout's gift card and points box (loaded lazily with its texts: the checkout stays
 * lean). Codes are checked through the rate-limited balance check; the server decides the
 * amounts when the order is placed, this shows an estimate of what is left to pay.
 */
export default function CheckoutRewards({
  total,
  shippingDiscount = 0,
  signedIn,
  value,
  onChange,
}: {
  total: number | null;
  /** The quote's shipping discount: a tier with free shipping shows it. */
  shippingDiscount?: number;
  signedIn: boolean;
  value: CheckoutRewardsValue;
  onChange: (v: CheckoutRewardsValue) => void;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const [cards, setCards] = useState<(GiftCardBalance & { code: string })[]>([]);
  const [error, setError] = useState('');
  const [loyalty, setLoyalty] = useState<LoyaltySummary | null>(null);

  // Codes kept with the cart from an earlier visit to this step: shown again with their balance.
  useEffect(() => {
    const kept = value.giftCards;
    if (!kept.length) return;
    Promise.all(kept.map((c) => rewardsApi.check(c).then((card) => ({ ...card, code: c }))))
      .then(setCards)
      .catch(() => onChange({ ...value, giftCards: [] }));
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    const c = new AbortController();
    rewardsApi.mine(c.signal).then(setLoyalty, () => undefined);
    return () => c.abort();
  }, [signedIn]);

  async function apply() {
    setError('');
    try {
      const card = await rewardsApi.check(code);
      const next = [...cards.filter((c) => c.last4 !== card.last4), { ...card, code }];
      setCards(next);
      onChange({ ...value, giftCards: next.map((c) => c.code) });
      setCode('');
    } catch (err) {
      setError(isApiError(err) ? (err.fieldErrors[0]?.message ?? err.message) : t('rewards.failed'));
    }
  }
  const remove = (last4: string) => {
    const next = cards.filter((c) => c.last4 !== last4);
    setCards(next);
    onChange({ ...value, giftCards: next.map((c) => c.code) });
  };

  const pointValue = loyalty?.settings.pointValue ?? 0;
  // The quote already takes the tier's free shipping, the points and the cards as the order
  // will (decision 0351): what it says is left is what the payment method collects.
  const freeShipping = Boolean(loyalty?.enabled && loyalty.tier.freeShipping && shippingDiscount > 0);
  const due = total;

  return (
    <section className="mb-5 rounded-xl border border-line p-4" data-testid="checkout-rewards">
      <h3 className="font-semibold">{t('rewards.co.title')}</h3>
      {freeShipping && loyalty && (
        <p className="mt-1 text-sm text-emerald-700" data-testid="tier-free-shipping">
          {t('rewards.co.freeShipping', { tier: t(`rewards.tier.${loyalty.tier.key}` as const) })}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <label className="sr-only" htmlFor="gift-card-code">
          {t('rewards.co.code')}
        </label>
        <input
          id="gift-card-code"
          className="block w-full rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm uppercase"
          placeholder={t('rewards.co.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <button
          type="button"
          className="rounded-lg border border-line px-3 text-sm font-semibold"
          onClick={() => void apply()}
          disabled={!code.trim()}
        >
          {t('rewards.co.apply')}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
      {cards.map((c) => (
        <p key={c.last4} className="mt-2 flex items-center justify-between text-sm" data-testid="applied-gift-card">
          <span>{t('rewards.co.card', { last4: c.last4, amount: formatVnd(c.balance) })}</span>
          <button type="button" className="text-xs text-red-600 underline" onClick={() => remove(c.last4)}>
            {t('rewards.co.remove')}
          </button>
        </p>
      ))}
      {loyalty?.enabled && loyalty.balance >= loyalty.settings.minRedeem && (
        <label className="mt-3 block text-sm">
          {t('rewards.co.points', { balance: loyalty.balance, value: formatVnd(pointValue) })}
          <input
            type="number"
            min={0}
            max={loyalty.balance}
            step={1}
            className="mt-1 block w-40 rounded-lg border border-line bg-surface px-3 py-2 text-sm"
            aria-label={t('rewards.co.pointsInput')}
            value={value.usePoints || ''}
            onChange={(e) => onChange({ ...value, usePoints: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
          />
        </label>
      )}
      {due !== null && (cards.length > 0 || value.usePoints > 0 || freeShipping) && (
        <p className="mt-3 text-sm font-semibold" data-testid="rewards-due">
          {t('rewards.co.due', { amount: formatVnd(due) })}
        </p>
      )}
    </section>
  );
}

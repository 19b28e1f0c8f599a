import { formatVnd, type MessageKey } from '@sen/core';
import type { LoyaltyLedgerEntry, LoyaltySummary, Tier } from '@sen/core/rewards/rules';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { useT } from '../i18n/LanguageProvider';
import { type LoyaltyProgram, rewardsApi } from './api';

const box = 'rounded-2xl border border-line bg-surface p-5';
const date = (iso: string) => new Date(iso).toLocaleDateString('vi-VN');
const tierKey = (t: Tier) => `rewards.tier.${t.key}` as MessageKey;

function Nav() {
  const t = useT();
  const links: [string, MessageKey][] = [
    ['/loyalty', 'rewards.nav.loyalty'],
    ['/rewards', 'rewards.nav.rewards'],
    ['/membership', 'rewards.nav.membership'],
    ['/gift-cards', 'rewards.nav.giftCards'],
    ['/subscription', 'rewards.nav.subscription'],
  ];
  return (
    <nav className="mb-6 flex flex-wrap gap-2 text-sm">
      {links.map(([to, key]) => (
        <Link key={to} to={to} className="rounded-full border border-line px-3 py-1 hover:bg-muted">
          {t(key)}
        </Link>
      ))}
    </nav>
  );
}

function useProgram() {
  const [program, setProgram] = useState<LoyaltyProgram | null>(null);
  useEffect(() => {
    const c = new AbortController();
    rewardsApi.program(c.signal).then(setProgram, () => undefined);
    return () => c.abort();
  }, []);
  return program;
}

/** /loyalty: my points, tier, what expires soon, and the history. */
export function LoyaltyPage() {
  const t = useT();
  const { user } = useAuth();
  const [data, setData] = useState<(LoyaltySummary & { ledger: LoyaltyLedgerEntry[] }) | null>(null);
  useEffect(() => {
    if (!user) return;
    const c = new AbortController();
    rewardsApi.mine(c.signal).then(setData, () => undefined);
    return () => c.abort();
  }, [user]);
  return (
    <div className="container-page py-6 md:py-8" data-testid="loyalty-page">
      <Nav />
      <h1 className="text-2xl font-bold md:text-3xl">{t('rewards.loyalty.title')}</h1>
      {!user ? (
        <p className="mt-4">
          <Link to="/login?redirect=/loyalty" className="font-semibold text-brand-600 underline">
            {t('rewards.loyalty.signIn')}
          </Link>
        </p>
      ) : (
        data && (
          <>
            <div className="mt-6 grid gap-4 md:grid-cols-2">
              <section className={box}>
                <h2 className="text-sm text-fg-muted">{t('rewards.loyalty.balance')}</h2>
                <p className="text-3xl font-bold" data-testid="points-balance">
                  {data.balance.toLocaleString('vi-VN')}
                </p>
                <p className="text-sm">{t('rewards.loyalty.worth', { amount: formatVnd(data.value) })}</p>
                {data.expiringSoon.points > 0 && data.expiringSoon.at && (
                  <p className="mt-2 text-sm text-amber-700">
                    {t('rewards.loyalty.expiring', { points: data.expiringSoon.points, date: date(data.expiringSoon.at) })}
                  </p>
                )}
              </section>
              <section className={box}>
                <h2 className="text-sm text-fg-muted">{t('rewards.loyalty.tier')}</h2>
                <p className="text-3xl font-bold" data-testid="tier">
                  {t(tierKey(data.tier))}
                </p>
                <p className="text-sm">{t('rewards.loyalty.spend', { amount: formatVnd(data.spend12m) })}</p>
                {data.nextTier && (
                  <p className="mt-2 text-sm text-fg-muted">
                    {t('rewards.loyalty.next', {
                      amount: formatVnd(data.nextTier.minSpend - data.spend12m),
                      tier: t(tierKey(data.nextTier)),
                    })}
                  </p>
                )}
              </section>
            </div>
            <section className={`${box} mt-6`}>
              <h2 className="text-lg font-semibold">{t('rewards.loyalty.history')}</h2>
              {data.ledger.length === 0 ? (
                <p className="mt-2 text-sm text-fg-muted">{t('rewards.loyalty.empty')}</p>
              ) : (
                <ul className="mt-3 divide-y divide-line">
                  {data.ledger.map((e) => (
                    <li key={e.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                      <span>
                        <span className="font-medium">{t(`rewards.kind.${e.kind}` as MessageKey)}</span>
                        {e.orderCode && (
                          <span className="text-fg-muted"> · {t('rewards.loyalty.order', { code: e.orderCode })}</span>
                        )}
                        {e.note && <span className="text-fg-muted"> · {e.note}</span>}
                        <span className="block text-xs text-fg-muted">{date(e.createdAt)}</span>
                      </span>
                      <span className={e.points >= 0 ? 'font-semibold text-emerald-700' : 'font-semibold text-red-600'}>
                        {e.points > 0 ? '+' : ''}
                        {e.points.toLocaleString('vi-VN')}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )
      )}
    </div>
  );
}

/** /rewards: what points buy at checkout. */
export function RewardsPage() {
  const t = useT();
  const program = useProgram();
  return (
    <div className="container-page py-6 md:py-8" data-testid="rewards-page">
      <Nav />
      <h1 className="text-2xl font-bold md:text-3xl">{t('rewards.rewards.title')}</h1>
      {program && (
        <>
          <p className="mt-2 max-w-2xl text-fg-muted">
            {t('rewards.rewards.lead', { vnd: formatVnd(program.vndPerPoint), percent: program.maxRedeemPercent })}
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {program.rewardSteps.map((p) => (
              <li key={p} className={box}>
                <p className="text-2xl font-bold">{t('rewards.rewards.points', { points: p.toLocaleString('vi-VN') })}</p>
                <p className="mt-1 text-brand-600">{t('rewards.rewards.worth', { amount: formatVnd(p * program.pointValue) })}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-fg-muted">{t('rewards.rewards.min', { points: program.minRedeem })}</p>
          {program.expiryMonths > 0 && (
            <p className="text-sm text-fg-muted">{t('rewards.rewards.expiry', { months: program.expiryMonths })}</p>
          )}
        </>
      )}
    </div>
  );
}

/** /membership: the tiers and their benefits. */
export function MembershipPage() {
  const t = useT();
  const program = useProgram();
  return (
    <div className="container-page py-6 md:py-8" data-testid="membership-page">
      <Nav />
      <h1 className="text-2xl font-bold md:text-3xl">{t('rewards.membership.title')}</h1>
      <p className="mt-2 max-w-2xl text-fg-muted">{t('rewards.membership.lead')}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {(program?.tiers ?? []).map((tier) => (
          <li key={tier.key} className={box}>
            <h2 className="text-xl font-bold">{t(tierKey(tier))}</h2>
            <p className="text-sm text-fg-muted">{t('rewards.membership.from', { amount: formatVnd(tier.minSpend) })}</p>
            <ul className="mt-3 list-inside list-disc text-sm">
              <li>{t('rewards.membership.multiplier', { n: tier.pointsMultiplier })}</li>
              {tier.freeShipping && <li>{t('rewards.membership.freeShipping')}</li>}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

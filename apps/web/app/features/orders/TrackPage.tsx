import type { OrderTracking } from '@sen/core';
import type { OrderAccess } from '@sen/core/api/checkout';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { CheckIcon } from '../ui/icons';
import { accessQuery } from './order-loader';
import { StatusBadge, statusKey } from './StatusBadge';

/** /orders/{code}/track: the usual path of the order, each step reached or not, then everything that happened. */
export function TrackPage({ tracking, access }: { tracking: OrderTracking; access: OrderAccess }) {
  const t = useT();
  const { lang } = useLanguage();
  const when = (iso: string) => new Date(iso).toLocaleString(lang === 'vi' ? 'vi-VN' : lang);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8" data-testid="track-page">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('order.trackTitle', { code: tracking.code })}</h1>
        <StatusBadge status={tracking.status} />
      </div>
      {tracking.trackingNumber && (
        <p className="mb-4 text-sm">{t('order.trackingNumber', { number: tracking.trackingNumber })}</p>
      )}
      {tracking.estimatedDelivery && (
        <p className="mb-4 text-sm text-fg-muted">{t('checkout.ship.estimate', { text: tracking.estimatedDelivery.text })}</p>
      )}
      <ol className="mb-8 rounded-2xl border border-line bg-surface p-5">
        {tracking.steps.map((step, i) => (
          <li key={step.status} className="relative flex gap-3 pb-6 last:pb-0">
            {i < tracking.steps.length - 1 && (
              <span
                className={clsx(
                  'absolute top-8 left-[15px] h-[calc(100%-2rem)] w-0.5',
                  step.reached ? 'bg-emerald-600' : 'bg-line',
                )}
              />
            )}
            <span
              className={clsx(
                'flex h-8 w-8 shrink-0 items-center justify-center rounded-full',
                step.reached ? 'bg-emerald-600 text-white' : 'bg-muted text-fg-muted',
              )}
            >
              {step.reached ? <CheckIcon size={16} /> : i + 1}
            </span>
            <div>
              <p className={clsx('font-medium', !step.reached && 'text-fg-muted')}>{t(statusKey(step.status))}</p>
              {step.at && <p className="text-xs text-fg-muted">{when(step.at)}</p>}
            </div>
          </li>
        ))}
      </ol>
      <h2 className="mb-3 font-bold">{t('order.timeline')}</h2>
      <ul className="space-y-2 text-sm" data-testid="track-timeline">
        {tracking.timeline.map((entry) => (
          <li key={`${entry.status}-${entry.createdAt}`} className="rounded-xl bg-muted px-4 py-2">
            <span className="font-medium">{t(statusKey(entry.status))}</span>
            <span className="text-fg-muted"> · {when(entry.createdAt)}</span>
            {entry.note && <p className="text-fg-muted">{entry.note}</p>}
          </li>
        ))}
      </ul>
      <Link
        to={`/orders/${encodeURIComponent(tracking.code)}${accessQuery(access)}`}
        className="mt-6 inline-block font-medium text-brand-600 hover:underline"
      >
        {t('order.view')}
      </Link>
    </div>
  );
}

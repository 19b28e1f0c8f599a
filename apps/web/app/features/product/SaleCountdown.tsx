import { type SaleFields, saleRemainingMs } from '@sen/core/products/rules';
import { ClockIcon } from '../catalog/catalog-icons';
import { useT } from '../i18n/LanguageProvider';
import { useNow } from './use-now';

const logged = new Set<string>();

function parts(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/**
 * Spec 1 §4: while the sale runs (isOnSale and saleStart ≤ now < saleEnd) a countdown in days,
 * hours, minutes and seconds ticks every second; at the end it disappears. An unreadable end
 * date is logged and shows nothing.
 */
export function SaleCountdown({ sale, serverNow }: { sale: SaleFields; serverNow: number }) {
  const t = useT();
  const now = useNow(serverNow, 1000, sale.isOnSale && sale.saleEnd !== null);
  if (sale.isOnSale && sale.saleEnd && Number.isNaN(Date.parse(sale.saleEnd)) && !logged.has(sale.saleEnd)) {
    logged.add(sale.saleEnd);
    console.error('invalid saleEnd', sale.saleEnd);
  }
  const remaining = saleRemainingMs(sale, now);
  if (remaining === null || remaining <= 0) return null;
  const p = parts(remaining);
  const units = [
    { value: p.days, label: t('catalog.countdown.days') },
    { value: p.hours, label: t('catalog.countdown.hours') },
    { value: p.minutes, label: t('catalog.countdown.minutes') },
    { value: p.seconds, label: t('catalog.countdown.seconds') },
  ];
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-gradient-to-r from-red-600 to-brand-600 px-4 py-3 text-white"
      data-testid="sale-countdown"
      role="timer"
      aria-label={t('catalog.countdown.label', { d: p.days, h: p.hours, m: p.minutes, s: p.seconds })}
    >
      <span className="flex items-center gap-2 text-sm font-semibold">
        <ClockIcon size={18} />
        {t('catalog.countdown.title')}
      </span>
      <ol className="ml-auto flex gap-1.5" aria-hidden="true">
        {units.map((u) => (
          <li key={u.label} className="flex min-w-12 flex-col items-center rounded-lg bg-black/25 px-2 py-1">
            <span className="text-lg leading-tight font-bold tabular-nums">{String(u.value).padStart(2, '0')}</span>
            <span className="text-[10px] tracking-wide uppercase opacity-90">{u.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

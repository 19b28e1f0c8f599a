import type { UserStatus } from '@sen/core/auth/types';
import { clsx } from 'clsx';
import { useT } from '../../i18n/LanguageProvider';
import { badge } from '../kit/classes';

const statusClass: Record<UserStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  inactive: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  banned: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  return (
    <span className={clsx(badge, statusClass[status])} data-testid="user-status">
      {t(`adminSettings.status.${status}`)}
    </span>
  );
}

const locale = (lang: string) => (lang === 'vi' ? 'vi-VN' : lang);

export function shortDate(iso: string | null, lang: string): string {
  return iso ? new Date(iso).toLocaleDateString(locale(lang)) : '—';
}

export function dateTimeShort(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(locale(lang), { dateStyle: 'short', timeStyle: 'short' });
}

/** Filled and empty stars, read out as "n stars". */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="whitespace-nowrap text-amber-500" role="img" aria-label={label}>
      {'★'.repeat(rating)}
      <span className="text-fg-muted/40">{'★'.repeat(Math.max(0, 5 - rating))}</span>
    </span>
  );
}

import type { MessageKey } from '@sen/core';
import type { ReturnView } from '@sen/core/returns/rules';
import { vnd } from '../catalog/Price';
import { useLanguage, useT } from '../i18n/LanguageProvider';

const TONE: Record<ReturnView['status'], string> = {
  requested: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  approved: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  rejected: 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300',
  received: 'bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-300',
  refunded: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
};

/** One return request as the buyer sees it: status, lines, the shop's message and the refund. */
export function ReturnCard({ r }: { r: ReturnView }) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <article className="rounded-2xl border border-line bg-surface p-4 text-sm" data-testid="return-card">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono font-bold">{r.code}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[r.status]}`} data-testid="return-status">
          {t(`returns.status.${r.status}` as MessageKey)}
        </span>
      </header>
      <p className="mt-1 text-xs text-fg-muted">
        {new Date(r.createdAt).toLocaleDateString(lang === 'vi' ? 'vi-VN' : lang)} ·{' '}
        {t(`returns.reason.${r.reason}` as MessageKey)}
      </p>
      <ul className="mt-2 space-y-1">
        {r.lines.map((l) => (
          <li key={l.id} className="flex justify-between gap-3">
            <span>{l.name}</span>
            <span className="tabular-nums">× {l.quantity}</span>
          </li>
        ))}
      </ul>
      {r.staffMessage && <p className="mt-2 text-fg-muted">{t('returns.message', { message: r.staffMessage })}</p>}
      {r.refund && (
        <p className="mt-2 font-semibold text-emerald-700 dark:text-emerald-300" data-testid="return-refunded">
          {t('returns.refunded', { amount: vnd(r.refund.amount) })}
        </p>
      )}
    </article>
  );
}

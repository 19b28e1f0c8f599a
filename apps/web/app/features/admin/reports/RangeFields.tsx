import type { ReactNode } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { input } from '../kit/classes';

/** From / to dates of a report, kept in the URL by the page's useUrlFilters. */
export function RangeFields({
  from,
  to,
  onChange,
  children,
}: {
  from?: string;
  to?: string;
  onChange: (changes: { from?: string; to?: string }) => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <search className="mt-5 flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
        {t('adminReports.from')}
        <input
          type="date"
          className={input}
          value={from ?? ''}
          onChange={(e) => onChange({ from: e.target.value })}
          data-testid="range-from"
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
        {t('adminReports.to')}
        <input
          type="date"
          className={input}
          value={to ?? ''}
          onChange={(e) => onChange({ to: e.target.value })}
          data-testid="range-to"
        />
      </label>
      {children}
    </search>
  );
}

export function Stat({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4 shadow-sm" data-testid={testId}>
      <div className="text-xs font-medium text-fg-muted">{label}</div>
      <div className="mt-1 text-xl font-semibold tabular-nums text-fg">{value}</div>
      {hint && <div className="mt-1 text-xs text-fg-muted">{hint}</div>}
    </div>
  );
}

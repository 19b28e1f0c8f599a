import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A radio card of the shipping and payment steps: the whole card is the label of its radio. */
export function MethodCard({
  name,
  value,
  checked,
  onSelect,
  children,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer gap-3 rounded-2xl border-2 p-4 transition',
        checked ? 'border-brand-600 bg-brand-50/60 dark:bg-brand-600/10' : 'border-line hover:border-brand-300',
      )}
      data-testid={testId}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="mt-1 h-4 w-4 accent-brand-600"
      />
      <div className="min-w-0 flex-1">{children}</div>
    </label>
  );
}

export function MethodSkeletons() {
  return (
    <div className="space-y-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-24 animate-pulse rounded-2xl bg-muted" />
      ))}
    </div>
  );
}

export function LoadError({
  title,
  message,
  retry,
  retryLabel,
}: {
  title: string;
  message: string;
  retry: () => void;
  retryLabel: string;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-red-500/40 bg-red-500/10 p-4 text-sm">
      <p className="font-semibold text-red-700 dark:text-red-300">{title}</p>
      {message && <p className="mt-1 text-fg-muted">{message}</p>}
      <button
        type="button"
        onClick={retry}
        className="mt-3 rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700"
      >
        {retryLabel}
      </button>
    </div>
  );
}

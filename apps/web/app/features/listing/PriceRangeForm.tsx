import { normalizePriceRange } from '@sen/core/products/rules';
import { useId, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { withParams } from './url';
import { useListingNav } from './use-listing-nav';

const inputClass =
  'h-9 w-full min-w-0 rounded-lg border border-line bg-surface px-2.5 text-sm text-fg outline-none placeholder:text-fg-muted focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25';

/** Spec 2 §5 custom range: whatever is typed, non-digits are stripped and reversed bounds swapped. */
export function PriceRangeForm({ min, max, custom }: { min?: number; max?: number; custom: boolean }) {
  const t = useT();
  const id = useId();
  const { search, go } = useListingNav();
  const [from, setFrom] = useState(custom && min !== undefined ? String(min) : '');
  const [to, setTo] = useState(custom && max !== undefined ? String(max) : '');

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const range = normalizePriceRange(from, to);
    setFrom(range.min === undefined ? '' : String(range.min));
    setTo(range.max === undefined ? '' : String(range.max));
    go(
      withParams(search, {
        min_price: range.min === undefined ? null : String(range.min),
        max_price: range.max === undefined ? null : String(range.max),
      }),
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-2 space-y-2 px-2" data-testid="price-range-form">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-min`} className="sr-only">
          {t('catalog.filter.priceMin')}
        </label>
        <input
          id={`${id}-min`}
          inputMode="numeric"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          placeholder={t('catalog.filter.priceMin')}
          className={inputClass}
        />
        <span aria-hidden="true" className="text-fg-muted">
          –
        </span>
        <label htmlFor={`${id}-max`} className="sr-only">
          {t('catalog.filter.priceMax')}
        </label>
        <input
          id={`${id}-max`}
          inputMode="numeric"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          placeholder={t('catalog.filter.priceMax')}
          className={inputClass}
        />
      </div>
      <button
        type="submit"
        className="h-9 w-full rounded-lg border border-brand-600 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950"
      >
        {t('catalog.filter.apply')}
      </button>
    </form>
  );
}

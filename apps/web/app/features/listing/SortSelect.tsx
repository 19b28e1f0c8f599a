import { LISTING_SORTS, type ListingSort } from '@sen/core/products/rules';
import { useId } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { withParams } from './url';
import { useListingNav } from './use-listing-nav';

/** Spec 2 §9 sort options; popularity (units sold) is the default and stays out of the URL. */
export function SortSelect({ sort }: { sort: ListingSort }) {
  const t = useT();
  const id = useId();
  const { search, go } = useListingNav();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="hidden text-sm text-fg-muted sm:block">
        {t('catalog.sort.label')}
      </label>
      <select
        id={id}
        value={sort}
        onChange={(e) => go(withParams(search, { sort: e.target.value === 'popularity' ? null : e.target.value }))}
        data-testid="sort-select"
        aria-label={t('catalog.sort.label')}
        className="h-10 rounded-xl border border-line bg-surface px-3 pr-8 text-sm text-fg outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25"
      >
        {LISTING_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`catalog.sort.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

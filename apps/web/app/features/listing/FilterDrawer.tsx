import type { ListingFacets } from '@sen/core';
import type { ProductListingQuery } from '@sen/core/products/schemas';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { Drawer } from '../ui/Drawer';
import { CloseIcon } from '../ui/icons';
import { FilterPanel } from './FilterPanel';
import { clearFilters } from './url';
import { useListingNav } from './use-listing-nav';

interface Props {
  open: boolean;
  onClose: () => void;
  facets: ListingFacets | null;
  query: ProductListingQuery;
  totalCount: number;
}

/** Spec 2: on mobile the filters live in a drawer with 'Lọc', 'Xem kết quả' and 'Xóa bộ lọc'. Choices apply at once. */
export function FilterDrawer({ open, onClose, facets, query, totalCount }: Props) {
  const t = useT();
  const { search, busy } = useListingNav();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      label={t('catalog.filter.title')}
      side="right"
      panelClassName="w-[88%] max-w-[380px]"
      testId="filter-drawer"
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 className="text-lg font-bold text-fg">{t('catalog.filter.title')}</h2>
        <button type="button" onClick={onClose} aria-label={t('common.close')} title={t('common.close')} className="icon-button">
          <CloseIcon size={22} />
        </button>
      </div>
      <div className="flex-1 px-4 py-4">
        <FilterPanel facets={facets} query={query} idPrefix="drawer" />
      </div>
      <div className="sticky bottom-0 flex gap-2 border-t border-line bg-surface p-4">
        <Link
          to={{ search: clearFilters(search) }}
          preventScrollReset
          className="inline-flex h-11 shrink-0 items-center justify-center rounded-xl border border-line px-4 text-sm font-semibold text-fg hover:border-brand-500"
        >
          {t('catalog.filter.clear')}
        </Link>
        <button
          type="button"
          onClick={onClose}
          className="btn-primary flex-1 px-3 whitespace-nowrap"
          aria-busy={busy}
          data-testid="filter-show-results"
        >
          {t('catalog.filter.showResults')} ({totalCount})
        </button>
      </div>
    </Drawer>
  );
}

import { clsx } from 'clsx';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '../catalog/Breadcrumb';
import { FilterIcon } from '../catalog/catalog-icons';
import { ProductCard } from '../catalog/ProductCard';
import { QuickViewHost } from '../catalog/QuickViewHost';
import { useT } from '../i18n/LanguageProvider';
import { FilterPanel } from './FilterPanel';
import type { ListingData } from './listing-loader';
import { Pagination } from './Pagination';
import { SortSelect } from './SortSelect';
import { clearFilters, FILTER_KEYS } from './url';
import { useListingNav } from './use-listing-nav';

// The phone's filter drawer loads when first asked for (hover, focus or tap), not with the page.
const loadFilterDrawer = () => import('./FilterDrawer');
const FilterDrawer = lazy(() => loadFilterDrawer().then((m) => ({ default: m.FilterDrawer })));

/** Spec 2 "Products page": breadcrumb, count, filters (sidebar / drawer), sort, 4 per page, pages. */
export function ProductsPage({ data }: { data: ListingData }) {
  const t = useT();
  const { search, busy } = useListingNav();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so it can animate out when closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { items, pagination, facets, query } = data;
  const params = new URLSearchParams(search);
  const activeFilters = FILTER_KEYS.reduce((n, k) => n + params.getAll(k).length, 0);
  const crumbs =
    data.preset || data.tag || data.category
      ? [{ name: t('nav.products'), path: '/products' }, { name: data.title }]
      : [{ name: data.title }];

  return (
    <div className="container-page py-5 md:py-8" data-testid="products-page">
      <Breadcrumb crumbs={crumbs} origin={data.origin} />
      <div className="mt-4 mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg md:text-3xl">{data.title}</h1>
          <p className="mt-1 text-sm text-fg-muted" data-testid="product-count" aria-live="polite">
            {t('catalog.productCount', { count: pagination.totalCount })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            onPointerEnter={loadFilterDrawer}
            onFocus={loadFilterDrawer}
            aria-expanded={drawerOpen}
            className="inline-flex h-10 items-center gap-2 rounded-xl border border-line px-3 text-sm font-semibold text-fg lg:hidden"
            data-testid="open-filters"
          >
            <FilterIcon size={16} />
            {t('catalog.filter.title')}
            {activeFilters > 0 && (
              <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] text-white">
                {activeFilters}
              </span>
            )}
          </button>
          <SortSelect sort={query.sort} />
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="hidden lg:block" aria-label={t('catalog.filter.title')}>
          <div className="sticky top-28 max-h-[calc(100dvh-8rem)] overflow-y-auto rounded-2xl border border-line bg-surface p-4">
            <FilterPanel facets={facets} query={query} idPrefix="sidebar" />
            {activeFilters > 0 && (
              <Link
                to={{ search: clearFilters(search) }}
                preventScrollReset
                className="btn-primary mt-2 w-full"
                data-testid="clear-filters"
              >
                {t('catalog.filter.clear')}
              </Link>
            )}
          </div>
        </aside>

        <div aria-busy={busy} className={clsx('min-w-0 transition-opacity', busy && 'opacity-60')}>
          {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3. */}
          <h2 className="sr-only">{t('nav.products')}</h2>
          {data.error ? (
            <p role="alert" className="load-error">
              {t('catalog.listing.loadError')}
            </p>
          ) : items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line px-6 py-14 text-center" data-testid="listing-empty">
              <p className="font-semibold text-fg">{t('catalog.listing.empty')}</p>
              {activeFilters > 0 && (
                <Link to={{ search: clearFilters(search) }} preventScrollReset className="btn-primary mt-5">
                  {t('catalog.filter.clear')}
                </Link>
              )}
            </div>
          ) : (
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 xl:grid-cols-4" data-testid="product-grid">
              {items.map((product, i) => (
                <li key={product._id}>
                  <ProductCard product={product} now={data.now} eager={i < 2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={pagination.page} totalPages={pagination.totalPages} search={search} />
        </div>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            facets={facets}
            query={query}
            totalCount={pagination.totalCount}
          />
        </Suspense>
      )}
      <QuickViewHost now={data.now} />
    </div>
  );
}

import type { ListingFacets } from '@sen/core';
import { PRICE_RANGES, priceRangeKey, RATING_LEVELS } from '@sen/core/products/rules';
import type { ProductListingQuery } from '@sen/core/products/schemas';
import { useT } from '../i18n/LanguageProvider';
import { FilterOption, FilterSection } from './FilterSection';
import { PriceRangeForm } from './PriceRangeForm';
import { toggleValue, withParams } from './url';
import { useListingNav } from './use-listing-nav';

interface Props {
  /** With the seller group's title, translated by the listing's server loader (issue 18: no new first-visit text). */
  facets: (ListingFacets & { sellerTitle?: string }) | null;
  query: ProductListingQuery;
  /** Radio groups need names unique on the page (the panel exists in the sidebar and the drawer). */
  idPrefix: string;
}

/** Spec 2 §5/§9 filters: categories, brands, sellers (issue 18), price ranges and a custom range, rating (average), stock. */
export function FilterPanel({ facets, query, idPrefix }: Props) {
  const t = useT();
  const { search, go } = useListingNav();
  const priceKey = priceRangeKey(query.min_price, query.max_price);
  const stock = query.in_stock === undefined ? 'all' : query.in_stock ? 'in' : 'out';
  const priceLabel = (key: string) => t(`catalog.price.${key}` as Parameters<typeof t>[0]);

  return (
    <div data-testid={`filters-${idPrefix}`}>
      {facets &&
        (
          [
            ['category', facets.categories, t('catalog.filter.categories')],
            ['brand', facets.brands, t('catalog.filter.brands')],
            ['seller', facets.sellers, facets.sellerTitle],
          ] as const
        ).map(
          ([key, list, title]) =>
            list.length > 0 && (
              <FilterSection key={key} title={title!}>
                {list.map((f) => (
                  <FilterOption
                    key={f.slug}
                    type="checkbox"
                    name={`${idPrefix}-${key}`}
                    label={f.name}
                    count={f.count}
                    checked={!!query[key]?.includes(f.slug)}
                    onChange={() => go(toggleValue(search, key, f.slug))}
                    testId={`filter-${key}-${f.slug}`}
                  />
                ))}
              </FilterSection>
            ),
        )}
      <FilterSection title={t('catalog.filter.price')}>
        {PRICE_RANGES.map((r) => (
          <FilterOption
            key={r.key}
            type="radio"
            name={`${idPrefix}-price`}
            label={priceLabel(r.key)}
            count={facets?.priceRanges.find((f) => f.key === r.key)?.count}
            checked={priceKey === r.key}
            onChange={() =>
              go(
                withParams(search, {
                  min_price: r.min === null ? null : String(r.min),
                  max_price: r.max === null ? null : String(r.max),
                }),
              )
            }
            testId={`filter-price-${r.key}`}
          />
        ))}
        <PriceRangeForm
          key={`${query.min_price}-${query.max_price}`}
          min={query.min_price}
          max={query.max_price}
          custom={priceKey === null}
        />
      </FilterSection>
      <FilterSection title={t('catalog.filter.rating')}>
        <FilterOption
          type="radio"
          name={`${idPrefix}-rating`}
          label={t('catalog.filter.all')}
          checked={query.rating === undefined}
          onChange={() => go(withParams(search, { rating: null }))}
        />
        {RATING_LEVELS.map((n) => (
          <FilterOption
            key={n}
            type="radio"
            name={`${idPrefix}-rating`}
            label={
              <span>
                <span aria-hidden="true" className="mr-1.5 text-amber-400">
                  {'★'.repeat(n)}
                  <span className="text-slate-300 dark:text-slate-600">{'★'.repeat(5 - n)}</span>
                </span>
                {t('catalog.filter.ratingUp', { n })}
              </span>
            }
            count={facets?.ratings.find((r) => r.rating === n)?.count}
            checked={query.rating === n}
            onChange={() => go(withParams(search, { rating: String(n) }))}
            testId={`filter-rating-${n}`}
          />
        ))}
      </FilterSection>
      <FilterSection title={t('catalog.filter.stock')}>
        {(['all', 'in', 'out'] as const).map((s) => (
          <FilterOption
            key={s}
            type="radio"
            name={`${idPrefix}-stock`}
            label={t(`catalog.filter.stock.${s}`)}
            count={s === 'in' ? facets?.stock.inStock : s === 'out' ? facets?.stock.outOfStock : undefined}
            checked={stock === s}
            onChange={() => go(withParams(search, { in_stock: s === 'all' ? null : String(s === 'in') }))}
            testId={`filter-stock-${s}`}
          />
        ))}
      </FilterSection>
    </div>
  );
}

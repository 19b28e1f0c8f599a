import { Link, useLocation } from 'react-router';
import { Breadcrumb } from '../catalog/Breadcrumb';
import { vnd } from '../catalog/Price';
import { ProductCard } from '../catalog/ProductCard';
import { QuickViewHost } from '../catalog/QuickViewHost';
import { RatingStars } from '../catalog/RatingStars';
import { useT } from '../i18n/LanguageProvider';
import { Pagination } from '../listing/Pagination';
import type { SearchData } from './search-loader';
import { courseHref, searchHref } from './suggestion-options';

/** /search?q=: products (paged) and courses matching every word, accent-insensitively. */
export function SearchPage({ data }: { data: SearchData }) {
  const t = useT();
  const location = useLocation();
  const { q, products, courses, pagination } = data;
  const nothing = q && !data.error && products.length === 0 && courses.length === 0;
  return (
    <div className="container-page space-y-8 py-5 md:py-8" data-testid="search-page">
      <div>
        <Breadcrumb crumbs={[{ name: t('search.title') }]} origin={data.origin} />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-fg md:text-3xl">
          {q ? t('search.resultsFor', { q }) : t('search.title')}
        </h1>
        {q && !data.error && (
          <p className="mt-1 text-sm text-fg-muted" data-testid="search-count">
            {t('search.count', { products: pagination.totalCount, courses: courses.length })}
          </p>
        )}
      </div>

      {data.error !== null && (
        <p
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 px-6 py-6 text-red-700 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
        >
          {data.error || t('common.error')}
        </p>
      )}
      {!q && (
        <div className="rounded-2xl border border-line bg-surface p-6">
          <p className="text-fg-muted">{t('search.prompt')}</p>
          {data.popular.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('search.group.popular')}>
              {data.popular.map((term) => (
                <li key={term}>
                  <Link
                    to={searchHref(term)}
                    className="rounded-full bg-muted px-3.5 py-1.5 text-sm text-fg hover:text-brand-700 dark:hover:text-brand-300"
                  >
                    {term}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {nothing && (
        <div className="rounded-2xl border border-dashed border-line px-6 py-14 text-center" data-testid="search-empty">
          <p className="font-semibold text-fg">{t('catalog.listing.empty')}</p>
          <Link to="/products" className="btn-primary mt-5">
            {t('catalog.allProducts')}
          </Link>
        </div>
      )}

      {products.length > 0 && (
        <section aria-labelledby="search-products">
          <h2 id="search-products" className="mb-4 text-lg font-bold text-fg">
            {t('search.group.products')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 xl:grid-cols-4">
            {products.map((p, i) => (
              <li key={p._id}>
                <ProductCard product={p} now={data.now} eager={i < 2} />
              </li>
            ))}
          </ul>
          <Pagination page={pagination.page} totalPages={pagination.totalPages} search={location.search} />
        </section>
      )}

      {courses.length > 0 && (
        <section aria-labelledby="search-courses">
          <h2 id="search-courses" className="mb-4 text-lg font-bold text-fg">
            {t('search.group.courses')}
          </h2>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,300px),1fr))] gap-4">
            {courses.map((c) => (
              <li key={c._id}>
                <Link
                  to={courseHref(c.code)}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition hover:border-brand-300"
                >
                  <img
                    src={c.imageUrl}
                    alt=""
                    width={600}
                    height={338}
                    loading="lazy"
                    decoding="async"
                    className="aspect-video w-full bg-muted object-cover"
                  />
                  <div className="flex flex-1 flex-col gap-1.5 p-4">
                    <h3 className="line-clamp-2 font-semibold text-fg group-hover:text-brand-700 dark:group-hover:text-brand-300">
                      {c.title}
                    </h3>
                    <p className="text-xs text-fg-muted">{c.instructor}</p>
                    <RatingStars average={c.rating} count={c.totalRatings} />
                    <p className="mt-auto flex items-baseline gap-2 pt-1">
                      <span className="font-bold text-brand-700 dark:text-brand-300">{vnd(c.discountPrice ?? c.price)}</span>
                      {c.discountPrice !== null && c.discountPrice < c.price && (
                        <s className="text-xs text-fg-muted">{vnd(c.price)}</s>
                      )}
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <QuickViewHost now={data.now} />
    </div>
  );
}

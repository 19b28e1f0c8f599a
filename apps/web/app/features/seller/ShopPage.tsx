import type { Product } from '@sen/core';
import type { Pagination } from '@sen/core/envelope';
import type { SellerShop } from '@sen/core/sellers/index';
import { Link } from 'react-router';
import { toCardProduct } from '../catalog/card-product';
import { ProductCard } from '../catalog/ProductCard';
import { useLanguage, useT } from '../i18n/LanguageProvider';

export interface ShopPageData {
  shop: SellerShop;
  items: Product[];
  pagination: Pagination;
  now: number;
}

/** /shops/:slug (issue 18): an approved seller's shop, rendered on the server, with their published products. */
export function ShopPage({ data }: { data: ShopPageData }) {
  const t = useT();
  const { lang } = useLanguage();
  const { shop, items, pagination, now } = data;
  const since = new Date(shop.since).toLocaleDateString(lang === 'vi' ? 'vi-VN' : lang);
  const pageHref = (page: number) => (page > 1 ? `?page=${page}` : '?');
  return (
    <div className="container-page space-y-8 py-6 md:py-10" data-testid="shop-page">
      <header className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:flex-row sm:items-center">
        <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-brand-50 text-3xl font-extrabold text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          {shop.logo ? <img src={shop.logo} alt="" className="size-full object-cover" /> : shop.shopName.slice(0, 1)}
        </span>
        <div className="min-w-0 space-y-1">
          <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{t('shops.shopBy')}</p>
          <h1 className="text-2xl font-bold tracking-tight text-fg" data-testid="shop-name">
            {shop.shopName}
          </h1>
          <p className="flex flex-wrap gap-x-4 text-sm text-fg-muted">
            <span>
              {shop.ratingCount > 0
                ? t('shops.rating', { rating: shop.ratingAverage.toFixed(1), n: shop.ratingCount })
                : t('shops.noRating')}
            </span>
            <span>{t('shops.productCount', { n: shop.productCount })}</span>
            <span>{shop.provinceName}</span>
            <span>{t('shops.since', { date: since })}</span>
          </p>
          {shop.description && <p className="max-w-3xl text-fg">{shop.description}</p>}
        </div>
      </header>
      <section aria-labelledby="shop-products">
        <h2 id="shop-products" className="mb-4 text-lg font-bold text-fg">
          {t('shops.products')}
        </h2>
        {items.length === 0 ? (
          <p className="text-fg-muted">{t('shops.empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" data-testid="shop-products">
            {items.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={toCardProduct(p)} now={now} eager={i < 4} />
              </li>
            ))}
          </ul>
        )}
        {pagination.totalPages > 1 && (
          <nav className="mt-6 flex items-center justify-center gap-4 text-sm" aria-label={t('shops.products')}>
            {pagination.page > 1 && (
              <Link to={pageHref(pagination.page - 1)} className="btn-secondary" rel="prev">
                {t('shops.previous')}
              </Link>
            )}
            <span>{t('shops.page', { page: pagination.page, pages: pagination.totalPages })}</span>
            {pagination.page < pagination.totalPages && (
              <Link to={pageHref(pagination.page + 1)} className="btn-secondary" rel="next">
                {t('shops.next')}
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}

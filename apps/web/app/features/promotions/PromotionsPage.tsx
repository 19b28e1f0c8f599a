import type { RunningPromotion } from '@sen/core/api/promotions';
import type { ProductSummary } from '@sen/core/catalog';
import { formatVnd } from '@sen/core/money';
import { toCardProduct } from '../catalog/card-product';
import { ProductCard } from '../catalog/ProductCard';
import { useT } from '../i18n/LanguageProvider';

/** /promotions and /deals: the running promotions, how each applies, and their products. */
export function PromotionsPage({
  items,
  now,
  title,
}: {
  items: RunningPromotion[];
  now: number;
  title: 'promo.promotions.title' | 'promo.deals.title';
}) {
  const t = useT();
  const what = (p: RunningPromotion) =>
    p.type === 'percentage'
      ? t('promo.type.percentage', { value: p.value })
      : p.type === 'fixed'
        ? t('promo.type.fixed', { amount: formatVnd(p.value) })
        : p.type === 'freeShipping'
          ? t('promo.type.freeShipping')
          : t('promo.type.buyXGetY', { x: p.buyQuantity ?? 1, y: p.getQuantity ?? 1, value: p.value });
  return (
    <div className="container-page py-6">
      <h1 className="text-2xl font-bold text-fg">{t(title)}</h1>
      <p className="mt-1 text-fg-muted">{t('promo.promotions.lead')}</p>
      {items.length === 0 && <p className="mt-8 text-fg-muted">{t('promo.promotions.none')}</p>}
      {items.map((p) => (
        <section key={p._id} className="mt-8 rounded-xl border border-line p-4" data-testid="promotion">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h2 className="text-lg font-bold text-fg">{p.name}</h2>
            <span className="rounded bg-red-600 px-2 py-0.5 text-sm font-semibold text-white">{what(p)}</span>
          </div>
          {p.description && <p className="mt-1 text-sm text-fg-muted">{p.description}</p>}
          <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-fg">
            <span>{p.code ? t('promo.promotions.code', { code: p.code }) : t('promo.promotions.auto')}</span>
            {p.minimumPurchase !== null && <span>{t('promo.promotions.min', { amount: formatVnd(p.minimumPurchase) })}</span>}
            {p.endsAt && <span>{t('promo.promotions.until', { date: new Date(p.endsAt).toLocaleDateString('vi-VN') })}</span>}
          </p>
          {p.products.length > 0 && <ProductGrid products={p.products} now={now} />}
        </section>
      ))}
    </div>
  );
}

export function ProductGrid({ products, now }: { products: ProductSummary[]; now: number }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={toCardProduct(product)} now={now} />
        </li>
      ))}
    </ul>
  );
}

/** /clearance: the products staff marked for clearance. */
export function ClearancePage({ items, now }: { items: ProductSummary[]; now: number }) {
  const t = useT();
  return (
    <div className="container-page py-6">
      <h1 className="text-2xl font-bold text-fg">{t('promo.clearance.title')}</h1>
      <p className="mt-1 text-fg-muted">{t('promo.clearance.lead')}</p>
      {items.length === 0 ? (
        <p className="mt-8 text-fg-muted">{t('promo.clearance.none')}</p>
      ) : (
        <ProductGrid products={items} now={now} />
      )}
    </div>
  );
}

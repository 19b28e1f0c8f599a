import type { ProductSummary } from '@sen/core';
import { formatVnd } from '@sen/core/money';
import { clsx } from 'clsx';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { addToCart } from '../cart/cart-store';
import { useT } from '../i18n/LanguageProvider';
import { CartIcon } from '../ui/icons';
import { ProductBadge } from './ProductBadge';
import { cardPricing } from './pricing';
import { RatingStars } from './RatingStars';

/** Prices never wrap between the digits and the ₫ sign. */
const vnd = (amount: number) => formatVnd(amount).replace(' ', '\u00a0');

export function productHref(p: Pick<ProductSummary, 'slug' | '_id'>): string {
  return `/products/${encodeURIComponent(p.slug || p._id)}`;
}

export function productImage(p: ProductSummary): { url: string; alt: string } {
  const main = p.images.find((i) => i.isMain) ?? p.images[0];
  return { url: p.thumbnail || main?.url || '', alt: main?.alt || p.name };
}

/** Spec 1 "Product card". The whole card links to the product page; add-to-cart is a separate button. */
export function ProductCard({ product, now, eager = false }: { product: ProductSummary; now: number; eager?: boolean }) {
  const t = useT();
  const pricing = cardPricing(product, now);
  const image = productImage(product);
  const outOfStock = product.quantity <= 0 || !product.isAvailable;

  const onAdd = () => {
    const result = addToCart(product);
    if (result.ok) toast.success(t('product.addedToCart'));
    else if (result.reason === 'out_of_stock') toast.error(t('product.outOfStock'));
    else toast.error(t('cart.stockLimit', { n: result.available }));
  };

  return (
    <article
      data-testid="product-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition duration-300 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-xl hover:shadow-slate-950/5 dark:hover:border-brand-800 dark:hover:shadow-black/40"
    >
      <div className="relative aspect-square overflow-hidden bg-white">
        {image.url ? (
          <img
            src={image.url}
            alt={image.alt}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={600}
            height={600}
            className="size-full object-contain transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="size-full bg-muted" />
        )}
        <div className="absolute top-2.5 left-2.5">
          <ProductBadge product={product} now={now} />
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-1.5 p-3 md:p-4">
        {product.brand && <p className="text-[11px] font-semibold tracking-wide text-fg-muted uppercase">{product.brand.name}</p>}
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm leading-5 font-semibold text-fg">
          {/* Stretched link: the whole card is clickable, the button below stays its own target. */}
          <Link
            to={productHref(product)}
            className="after:absolute after:inset-0 after:z-[1] hover:text-brand-700 dark:hover:text-brand-300"
          >
            {product.name}
          </Link>
        </h3>
        <RatingStars average={product.ratings.average} count={product.ratings.count} />
        <div className="mt-auto pt-1">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-base font-bold text-brand-700 md:text-lg dark:text-brand-300">{vnd(pricing.price)}</span>
            {pricing.comparePrice && <s className="text-xs text-fg-muted">{vnd(pricing.comparePrice)}</s>}
          </div>
          {pricing.saving > 0 && (
            <p className="text-xs font-medium text-emerald-700 dark:text-emerald-400">
              {t('product.saving', { amount: vnd(pricing.saving) })}
            </p>
          )}
          {pricing.saleEnded && <p className="text-xs text-fg-muted">{t('product.saleEnded')}</p>}
        </div>
        <button
          type="button"
          onClick={onAdd}
          disabled={outOfStock}
          className={clsx(
            'relative z-[2] mt-2 inline-flex h-10 w-full items-center justify-center gap-1.5 rounded-xl px-2 text-[13px] font-semibold whitespace-nowrap transition md:text-sm',
            'bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 dark:disabled:bg-slate-700 dark:disabled:text-slate-300',
            // Desktop with a mouse: revealed on hover or keyboard focus; touch screens always see it.
            'md:pointer-fine:translate-y-1 md:pointer-fine:opacity-0 md:pointer-fine:group-focus-within:translate-y-0 md:pointer-fine:group-focus-within:opacity-100 md:pointer-fine:group-hover:translate-y-0 md:pointer-fine:group-hover:opacity-100',
          )}
        >
          <CartIcon size={16} className="hidden min-[400px]:block md:block" />
          {outOfStock ? t('product.outOfStock') : t('product.addToCartShort')}
        </button>
      </div>
    </article>
  );
}

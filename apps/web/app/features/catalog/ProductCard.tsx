import { clsx } from 'clsx';
import { Link } from 'react-router';
import { CompareButton } from '../compare/CompareButton';
import { useT } from '../i18n/LanguageProvider';
import { AddToCartButton } from './AddToCartButton';
import { type CardProduct, productHref } from './card-product';
import { vnd } from './Price';
import { ProductBadge } from './ProductBadge';
import { cardPricing } from './pricing';
import { openQuickView } from './quick-view-store';
import { RatingStars } from './RatingStars';
import { WishlistButton } from './WishlistButton';

/**
 * Spec 1 "Product card": clicking the card opens the quick view (a button laid over the card);
 * the name stays a real link to the product page for crawlers and new tabs.
 */
export function ProductCard({ product, now, eager = false }: { product: CardProduct; now: number; eager?: boolean }) {
  const t = useT();
  const pricing = cardPricing(product, now);
  const image = product.image;

  return (
    <article
      data-testid="product-card"
      data-product-id={product._id}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition hover:border-brand-400 hover:shadow-lg"
    >
      <button
        type="button"
        onClick={() => openQuickView(product)}
        className="absolute inset-0 z-[1] cursor-pointer rounded-2xl"
        data-testid="quick-view-trigger"
      >
        <span className="sr-only">{t('catalog.quickView.open', { name: product.name })}</span>
      </button>
      <div className="relative aspect-square overflow-hidden bg-white">
        {image ? (
          <img
            src={image.url}
            alt={image.alt}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={image.width}
            height={image.height}
            className="size-full object-contain transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="size-full bg-muted" />
        )}
        <WishlistButton
          productId={product._id}
          className="absolute top-2 right-2 z-[2] size-9 bg-white/90 shadow-sm ring-1 ring-black/5 dark:bg-slate-900/80"
        />
        <CompareButton
          productId={product._id}
          className="absolute top-12 right-2 z-[2] size-9 bg-white/90 shadow-sm ring-1 ring-black/5 dark:bg-slate-900/80"
        />
      </div>

      <div className="flex flex-1 flex-col gap-1.5 p-3 md:p-4">
        {/* The badge sits beside the brand, not on the picture, whose corners carry the maker's marks. */}
        <div className="flex min-h-5 items-center justify-between gap-2">
          <p className="truncate text-[11px] font-semibold tracking-wide text-fg-muted uppercase">{product.brand?.name}</p>
          <ProductBadge product={product} now={now} />
        </div>
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm leading-5 font-semibold text-fg">
          <Link to={productHref(product)} className="relative z-[2] hover:text-brand-700 dark:hover:text-brand-300">
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
        <AddToCartButton
          product={product}
          short
          className={clsx(
            'relative z-[2] mt-2 h-10 w-full text-[13px] md:text-sm',
            // Desktop with a mouse: revealed on hover or keyboard focus; touch screens always see it.
            'md:pointer-fine:opacity-0 md:pointer-fine:group-focus-within:opacity-100 md:pointer-fine:group-hover:opacity-100',
          )}
        />
      </div>
    </article>
  );
}

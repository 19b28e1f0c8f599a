import type { Product } from '@sen/core';
import { LOW_STOCK_THRESHOLD, stockStatus } from '@sen/core/products/rules';
import { clsx } from 'clsx';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AddToCartButton } from '../catalog/AddToCartButton';
import { productHref } from '../catalog/card-product';
import { vnd } from '../catalog/Price';
import { cardPricing } from '../catalog/pricing';
import { RatingStars } from '../catalog/RatingStars';
import { ShareButton } from '../catalog/ShareButton';
import { WishlistButton } from '../catalog/WishlistButton';
import { CompareButton } from '../compare/CompareButton';
import { useT } from '../i18n/LanguageProvider';
import { useIsMobile } from '../ui/use-is-mobile';
import { Benefits } from './Benefits';
import { QuantityStepper } from './QuantityStepper';
import { SaleCountdown } from './SaleCountdown';

const StickyBuyBar = lazy(() => import('./StickyBuyBar'));

/** Attributes with one row per name ("Màu sắc: Đen, Trắng"). */
function groupAttributes(attributes: Product['attributes']) {
  const groups = new Map<string, string[]>();
  for (const a of attributes) groups.set(a.name, [...(groups.get(a.name) ?? []), a.value]);
  return [...groups.entries()];
}

/** Everything beside the gallery: name, prices, countdown, stock, attributes, buying, benefits, tags. */
export function ProductInfo({
  product,
  now,
  picker,
}: {
  product: Product & { variantId?: string };
  now: number;
  picker?: ReactNode;
}) {
  const t = useT();
  const [quantity, setQuantity] = useState(1);
  const [buyRow, setBuyRow] = useState<HTMLDivElement | null>(null);
  const mobile = useIsMobile();
  // The buy bar's script loads at the first scroll on a phone, not with the page (decision 0091).
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!mobile) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [mobile]);
  const pricing = cardPricing(product, now);
  const status = product.isAvailable ? stockStatus(product.quantity) : 'out_of_stock';
  const canBuy = status !== 'out_of_stock';

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        {product.brand && (
          <Link
            to={`/products?brand=${encodeURIComponent(product.brand.slug)}`}
            className="text-xs font-semibold tracking-wide text-brand-700 uppercase hover:underline dark:text-brand-300"
          >
            {product.brand.name}
          </Link>
        )}
        <h1 className="mt-1 text-2xl leading-tight font-bold tracking-tight text-fg md:text-3xl">{product.name}</h1>
        {product.soldBy && (
          <p className="mt-1 text-sm text-fg-muted" data-testid="sold-by">
            {product.soldBy.label}{' '}
            <Link
              to={`/shops/${encodeURIComponent(product.soldBy.slug)}`}
              className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {product.soldBy.name}
            </Link>
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
          <RatingStars average={product.ratings.average} count={product.ratings.count} />
          <span>{t('catalog.sku', { sku: product.sku })}</span>
          <span>{t('catalog.sold', { count: product.sold })}</span>
        </div>
      </div>

      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="product-price">
        <span className="text-3xl font-bold text-brand-700 dark:text-brand-300">{vnd(pricing.price)}</span>
        {pricing.comparePrice && <s className="text-base text-fg-muted">{vnd(pricing.comparePrice)}</s>}
        {pricing.savingPercent > 0 && (
          <span className="rounded-md bg-red-600 px-2 py-0.5 text-sm font-bold text-white">
            {t('catalog.savePercent', { n: pricing.savingPercent })}
          </span>
        )}
      </div>
      {pricing.saleEnded && <p className="text-sm text-fg-muted">{t('catalog.saleExpired')}</p>}
      <SaleCountdown sale={product} serverNow={now} />

      <p
        className={clsx(
          'text-sm font-semibold',
          status === 'in_stock' && 'text-emerald-700 dark:text-emerald-400',
          status === 'low_stock' && 'text-amber-700 dark:text-amber-400',
          status === 'out_of_stock' && 'text-red-600 dark:text-red-400',
        )}
        data-testid="stock-status"
      >
        {status === 'out_of_stock' ? t('product.outOfStock') : t('catalog.inStock')}
        {status === 'low_stock' && product.quantity < LOW_STOCK_THRESHOLD && (
          <span className="ml-2 font-normal">· {t('catalog.lowStock', { n: product.quantity })}</span>
        )}
      </p>

      {picker}

      {product.shortDescription && <p className="text-[15px] leading-relaxed text-fg-muted">{product.shortDescription}</p>}

      {product.attributes.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {groupAttributes(product.attributes).map(([name, values]) => (
            <div key={name} className="contents">
              <dt className="text-fg-muted">{name}</dt>
              <dd className="font-medium text-fg">{values.join(', ')}</dd>
            </div>
          ))}
        </dl>
      )}

      <div ref={setBuyRow} className="flex flex-wrap items-center gap-3">
        <QuantityStepper value={quantity} onChange={setQuantity} max={Math.max(1, product.quantity)} disabled={!canBuy} />
        <AddToCartButton product={product} quantity={quantity} disabled={!canBuy} className="h-11 min-w-48 flex-1 text-sm" />
        <WishlistButton productId={product._id} className="size-11 border border-line" />
        <ShareButton title={product.name} path={productHref(product)} className="size-11 border border-line" />
        <CompareButton productId={product._id} className="size-11 border border-line" />
      </div>

      {mobile && scrolled && canBuy && (
        <Suspense fallback={null}>
          <StickyBuyBar product={product} price={pricing.price} quantity={quantity} disabled={!canBuy} target={buyRow} />
        </Suspense>
      )}

      <Benefits warrantyMonths={product.warranty.months} warrantyText={product.warranty.description} />

      {product.tags.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-fg-muted">{t('catalog.tags')}:</span>
          {product.tags.map((tag) => (
            <Link
              key={tag}
              to={`/tags/${encodeURIComponent(tag)}`}
              className="rounded-full bg-muted px-3 py-1 text-xs text-fg-muted hover:text-brand-700 dark:hover:text-brand-300"
            >
              #{tag}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}

import { LOW_STOCK_THRESHOLD } from '@sen/core/products/rules';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AddToCartButton } from '../catalog/AddToCartButton';
import { type CardProduct, cardImage, productHref } from '../catalog/card-product';
import { vnd } from '../catalog/Price';
import { cardPricing } from '../catalog/pricing';
import { RatingStars } from '../catalog/RatingStars';
import { ShareButton } from '../catalog/ShareButton';
import { WishlistButton } from '../catalog/WishlistButton';
import { useT } from '../i18n/LanguageProvider';
import { htmlToText, QUICK_VIEW_DESCRIPTION_CHARS, truncateText } from './description';
import { Gallery, type GalleryImage } from './Gallery';
import { ModalDialog } from './ModalDialog';
import { pickVariant } from './pick-variant';
import { QuantityStepper } from './QuantityStepper';
import { useFullProduct } from './use-full-product';
import { withVariant } from './variant';

/** Spec 1 "Quick-view dialog", opened from any product card. */
export default function QuickView({ product, now, onClose }: { product: CardProduct; now: number; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const full = useFullProduct(product.slug || product._id);
  const loaded = full && full !== 'error' ? full : null;
  // A product with options sells the variant chosen here (decision 0141), first the first in stock.
  const [picked, setPicked] = useState<string | null>(null);
  const variantId = loaded ? (picked ?? pickVariant(loaded, null)) : null;
  const variant = loaded?.variants?.find((v) => v._id === variantId);
  const detail = loaded && withVariant(loaded, variant);
  // The card's numbers until the full product arrives (stock may have moved since the page loaded).
  const p = detail ?? product;
  const [quantity, setQuantity] = useState(1);
  const [expanded, setExpanded] = useState(false);
  const pricing = cardPricing(p, now);
  const href = productHref(product);

  const images: GalleryImage[] = detail
    ? [
        ...(variant?.image ? [{ url: variant.image, alt: product.name, width: 800, height: 800 }] : []),
        ...detail.images
          .filter((i) => i.url !== variant?.image)
          .map((i) => ({ url: i.url, alt: i.alt, width: i.width, height: i.height })),
      ]
    : [cardImage(product)].filter((i) => i !== null);
  const text = detail ? detail.shortDescription || htmlToText(detail.description) : '';
  const preview = truncateText(text, QUICK_VIEW_DESCRIPTION_CHARS);
  const lowStock = p.quantity > 0 && p.quantity < LOW_STOCK_THRESHOLD;

  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} className="max-w-4xl" testId="quick-view">
      <div className="grid gap-5 p-4 md:grid-cols-2 md:gap-8 md:p-7">
        <Gallery key={`${images.length}${variant?.image}`} images={images} name={product.name} eager />
        <div className="flex min-w-0 flex-col gap-3">
          <div className="pr-8">
            <h2 id={titleId} className="text-lg leading-snug font-bold text-fg md:text-xl">
              {product.name}
            </h2>
            <p className="mt-1 text-xs text-fg-muted">{t('catalog.sku', { sku: p.sku })}</p>
          </div>
          <RatingStars average={p.ratings.average} count={p.ratings.count} />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="text-2xl font-bold text-brand-700 dark:text-brand-300">{vnd(pricing.price)}</span>
            {pricing.comparePrice && <s className="text-sm text-fg-muted">{vnd(pricing.comparePrice)}</s>}
            {pricing.savingPercent > 0 && (
              <span className="rounded-md bg-red-600 px-2 py-0.5 text-xs font-bold text-white">-{pricing.savingPercent}%</span>
            )}
          </div>
          {pricing.saleEnded && <p className="text-sm text-fg-muted">{t('catalog.saleExpired')}</p>}
          {lowStock && (
            <p className="text-sm font-medium text-amber-700 dark:text-amber-400" data-testid="low-stock">
              {t('catalog.lowStock', { n: p.quantity })}
            </p>
          )}

          <div className="text-sm leading-relaxed text-fg-muted" data-testid="quick-view-description">
            {full === null ? (
              <span role="status" className="block h-12 animate-pulse rounded-lg bg-muted">
                <span className="sr-only">{t('common.loading')}</span>
              </span>
            ) : full === 'error' ? (
              <span>{t('catalog.product.loadError')}</span>
            ) : (
              <>
                <p>{expanded || !preview.cut ? text : preview.text}</p>
                {preview.cut && (
                  <button
                    type="button"
                    onClick={() => setExpanded((e) => !e)}
                    aria-expanded={expanded}
                    className="mt-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {expanded ? t('catalog.showLess') : t('catalog.showMore')}
                  </button>
                )}
              </>
            )}
          </div>

          {variant && loaded && (
            <select
              value={variant._id}
              onChange={(e) => setPicked(e.target.value)}
              aria-label={loaded.options!.map((o) => o.name).join(' / ')}
              className="h-11 rounded-xl border border-line bg-surface px-3 text-sm text-fg"
              data-testid="quick-view-variant"
            >
              {loaded.variants!.map((v) => (
                <option key={v._id} value={v._id}>
                  {v.options.map((o) => o.value).join(' / ')}
                  {v.quantity > 0 ? '' : ` (${t('product.outOfStock')})`}
                </option>
              ))}
            </select>
          )}

          <div className="mt-1 flex flex-wrap items-center gap-3">
            <QuantityStepper value={quantity} onChange={setQuantity} max={p.quantity > 0 ? p.quantity : undefined} />
            <AddToCartButton product={detail ?? product} quantity={quantity} className="h-11 flex-1 text-sm" />
          </div>
          <div className="flex items-center gap-2">
            <Link
              to={href}
              onClick={onClose}
              className="inline-flex h-11 flex-1 items-center justify-center rounded-xl border border-line px-4 text-sm font-semibold text-fg transition hover:border-brand-500 hover:text-brand-700 dark:hover:text-brand-300"
            >
              {t('catalog.viewDetails')}
            </Link>
            <WishlistButton productId={product._id} className="size-11 border border-line" />
            <ShareButton title={product.name} path={href} className="size-11 border border-line" />
          </div>

          {detail && detail.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2 pt-1" aria-label={t('catalog.tags')}>
              {detail.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={`/tags/${encodeURIComponent(tag)}`}
                    onClick={onClose}
                    className="rounded-full bg-muted px-3 py-1 text-xs text-fg-muted hover:text-brand-700 dark:hover:text-brand-300"
                  >
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}

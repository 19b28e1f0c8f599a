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
    <article data-testid="product-card" data-product-id={product._id} className="pcard">
      <button type="button" onClick={() => openQuickView(product)} className="pcard-hit" data-testid="quick-view-trigger">
        <span className="sr-only">{t('catalog.quickView.open', { name: product.name })}</span>
      </button>
      <div className="pcard-media">
        {image ? (
          <img
            src={image.url}
            srcSet={image.srcset}
            sizes={image.srcset ? '(min-width:1024px) 25vw, 50vw' : undefined}
            alt={product.name}
            loading={eager ? undefined : 'lazy'}
            decoding="async"
            className="pcard-img"
          />
        ) : (
          <div className="size-full bg-muted" />
        )}
        <WishlistButton productId={product._id} className="pcard-fab" />
        <CompareButton productId={product._id} className="pcard-fab" />
      </div>

      <div className="pcard-body">
        {/* The badge sits beside the brand, not on the picture, whose corners carry the maker's marks. */}
        <div className="pcard-top">
          <p className="pcard-brand">{product.brand?.name}</p>
          <ProductBadge product={product} now={now} />
        </div>
        <h3 className="pcard-name">
          <Link to={productHref(product)} className="pcard-link">
            {product.name}
          </Link>
        </h3>
        <RatingStars average={product.ratings.average} count={product.ratings.count} />
        <div className="pcard-foot">
          <div className="price-row">
            <span className="pcard-price">{vnd(pricing.price)}</span>
            {pricing.comparePrice && <s className="meta">{vnd(pricing.comparePrice)}</s>}
          </div>
          {pricing.saving > 0 && <p className="saving">{t('product.saving', { amount: vnd(pricing.saving) })}</p>}
          {pricing.saleEnded && <p className="meta">{t('product.saleEnded')}</p>}
        </div>
        <AddToCartButton
          product={product}
          short
          className="pcard-buy"
          onChoose={product.hasVariants ? () => openQuickView(product) : undefined}
        />
      </div>
    </article>
  );
}

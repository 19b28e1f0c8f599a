import { productBadge, type SaleFields } from '@sen/core/products/rules';
import { useT } from '../i18n/LanguageProvider';

type BadgeFields = SaleFields & { salePercentage: number; isNew: boolean; isBestseller: boolean };

/** Sale ("{n}% Off" / "Sale") over New over Hot (spec 1 §4). */
export function ProductBadge({ product, now }: { product: BadgeFields; now: number }) {
  const t = useT();
  const badge = productBadge(product, now);
  if (!badge) return null;
  const text =
    badge.kind === 'sale'
      ? badge.percent > 0
        ? t('product.badge.percentOff', { n: badge.percent })
        : t('product.badge.sale')
      : badge.kind === 'new'
        ? t('product.badge.new')
        : t('product.badge.hot');
  return (
    <span data-testid="product-badge" className={`badge badge-${badge.kind}`}>
      {text}
    </span>
  );
}

import { productBadge, type SaleFields } from '@sen/core/products/rules';
import { clsx } from 'clsx';
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
    <span
      data-testid="product-badge"
      className={clsx(
        'shrink-0 rounded-md px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white',
        badge.kind === 'sale' && 'bg-red-600',
        badge.kind === 'new' && 'bg-emerald-700',
        badge.kind === 'hot' && 'bg-orange-700',
      )}
    >
      {text}
    </span>
  );
}

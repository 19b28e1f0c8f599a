import { clsx } from 'clsx';
import { useWishlist } from '../account/wishlist-store';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { HeartIcon } from './catalog-icons';

/**
 * The heart (README decision 11). The list lives in the account area's store: per device for
 * guests (localStorage "wishlist"), per account once signed in.
 */
export function WishlistButton({ productId, className, size = 18 }: { productId: string; className?: string; size?: number }) {
  const t = useT();
  const wishlist = useWishlist();
  const saved = wishlist.has(productId);
  const label = saved ? t('catalog.wishlist.remove') : t('catalog.wishlist.add');
  const onClick = async () => {
    try {
      const added = await wishlist.toggle(productId);
      toast.success(added ? t('catalog.wishlist.added') : t('catalog.wishlist.removed'), { id: 'wishlist' });
    } catch {
      toast.error(t('common.error'));
    }
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      data-testid="wishlist-button"
      className={clsx('btn-round', saved ? 'text-red-600 dark:text-red-400' : 'text-fg-muted hover:text-red-600', className)}
    >
      <HeartIcon size={size} fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}

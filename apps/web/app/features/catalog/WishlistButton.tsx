import { clsx } from 'clsx';
import { useWishlist } from '../account/wishlist-store';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';

/**
 * The heart (README decision 11). The list lives in the account area's store: per device for
 * guests (localStorage "wishlist"), per account once signed in.
 */
export function WishlistButton({ productId, className }: { productId: string; className?: string }) {
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
      title={label}
      data-testid="wishlist-button"
      className={clsx('btn-heart', className)}
    />
  );
}

import type { Product, WishlistProduct } from '@sen/core';
import { formatVnd } from '@sen/core/money';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api/browser-api';
import { useAuth } from '../auth/AuthProvider';
import { errorText } from '../auth/errors';
import { Spinner } from '../auth/fields';
import { HeartIcon, TrashIcon } from '../auth/icons';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { AccountShell } from './AccountShell';
import { guestWishlistIds, setInWishlist } from './wishlist-store';

/** Signed in: the account's list from the loader. Guest: null, the list is read from this device. */
export type WishlistData = WishlistProduct[] | null;

/** A guest's list holds ids only; the products are read one by one (a device list stays short). */
async function loadGuestProducts(): Promise<WishlistProduct[]> {
  const ids = guestWishlistIds().slice(0, 50);
  const found = await Promise.allSettled(ids.map((id) => api.get<Product>(`/products/${encodeURIComponent(id)}`)));
  return found.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));
}

/** /wishlist: the account's list, or the device's list for guests (README decision 11). */
export function WishlistPage({ data }: { data: WishlistData }) {
  const t = useT();
  const { user } = useAuth();
  const [items, setItems] = useState<WishlistProduct[] | null>(data);

  useEffect(() => {
    if (data) return setItems(data);
    loadGuestProducts()
      .then(setItems)
      .catch((error: unknown) => {
        toast.error(errorText(error, t));
        setItems([]);
      });
  }, [data, t]);

  async function remove(product: WishlistProduct) {
    try {
      await setInWishlist(product._id, false);
      setItems((list) => (list ?? []).filter((p) => p._id !== product._id));
      toast.success(t('account.wishlist.removed'));
    } catch (error) {
      toast.error(errorText(error, t));
    }
  }

  return (
    <AccountShell title={t('account.nav.wishlist')}>
      {!user && <p className="mb-4 text-sm text-fg-muted">{t('account.wishlist.guestNote')}</p>}
      {items === null ? (
        <p className="flex items-center gap-3 py-10 text-fg-muted" role="status">
          <Spinner />
          {t('common.loading')}
        </p>
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-surface p-10 text-center">
          <HeartIcon size={36} className="mx-auto text-fg-muted" />
          <p className="mt-3 text-fg-muted">{t('account.wishlist.empty')}</p>
          <Link to="/products" className="btn-primary mt-5">
            {t('account.wishlist.browse')}
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-3" data-testid="wishlist-items">
          {items.map((p) => (
            <li key={p._id} className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
              <Link to={`/products/${p.slug || p._id}`} className="block aspect-square bg-muted">
                {p.thumbnail && <img src={p.thumbnail} alt="" loading="lazy" className="size-full object-cover" />}
              </Link>
              <div className="flex flex-1 flex-col p-3 md:p-4">
                <Link
                  to={`/products/${p.slug || p._id}`}
                  className="line-clamp-2 text-sm font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300"
                >
                  {p.name}
                </Link>
                <p className="mt-2 font-bold text-brand-700 dark:text-brand-300">{formatVnd(p.price)}</p>
                {p.comparePrice !== null && p.comparePrice > p.price && (
                  <p className="text-xs text-fg-muted line-through">{formatVnd(p.comparePrice)}</p>
                )}
                <button
                  type="button"
                  onClick={() => void remove(p)}
                  className="mt-auto inline-flex items-center gap-1.5 self-start pt-3 text-sm font-medium text-fg-muted hover:text-red-600 dark:hover:text-red-400"
                  aria-label={t('account.wishlist.removeOne', { name: p.name })}
                >
                  <TrashIcon size={15} />
                  {t('account.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountShell>
  );
}

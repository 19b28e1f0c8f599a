import type { CartLine } from '@sen/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { loadTextArea } from '../i18n/load-catalogue';
import { shopPageTexts } from '../seller/shop-texts';

/*
 * "Sold by <shop>" under a cart line (issue 18). Its label lives in the `shops` text area (the
 * shop pages' loaders, registered by shopPageTexts), fetched only when a cart shows a seller's
 * line: the cart drawer, cart page and checkout chunks carry this component, the first visit of
 * a page does not (decision 0200).
 */
export function SoldBy({ seller, onNavigate }: { seller: NonNullable<CartLine['soldBy']>; onNavigate?: () => void }) {
  const t = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    shopPageTexts();
    void loadTextArea('shops').then(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <p className="mt-0.5 text-xs text-fg-muted" data-testid="cart-sold-by">
      {t('shops.soldBy')}{' '}
      <Link
        to={`/shops/${encodeURIComponent(seller.slug)}`}
        onClick={onNavigate}
        className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        {seller.name}
      </Link>
    </p>
  );
}

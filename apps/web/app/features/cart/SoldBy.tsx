import type { CartLine } from '@sen/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { loadTextArea } from '../i18n/load-catalogue';

/*
 * "Sold by <shop>" under a cart line (issue 18). Its label lives in the `shops` text area, fetched
 * only when a cart shows a seller's line: the cart drawer, cart page and checkout chunks carry
 * this component, the first visit of a page does not (decision 0200).
 */
const loaders = {
  vi: () => import('@sen/core/i18n/areas/shops/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/shops/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/shops/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/shops/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/shops/ja').then((m) => m.ja),
};

export function SoldBy({ seller, onNavigate }: { seller: NonNullable<CartLine['soldBy']>; onNavigate?: () => void }) {
  const t = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadTextArea('shops', loaders).then(() => setReady(true));
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

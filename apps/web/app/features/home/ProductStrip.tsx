import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CardProduct } from '../catalog/card-product';
import { ProductCard } from '../catalog/ProductCard';
import { ProductCardPlaceholder } from '../catalog/ProductCardPlaceholder';
import { useT } from '../i18n/LanguageProvider';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { SectionHeader } from './SectionHeader';

interface Props {
  id: string;
  title: string;
  subtitle?: string;
  viewAllTo: string;
  /** null while loading. */
  products: CardProduct[] | null;
  now: number;
  eager?: boolean;
  /** A second "view all" under the row (spec: header, footer or both). */
  footerLink?: boolean;
  /** How many cards the server renders (SERVER_STRIP_CARDS unless the row is always below the first screen). */
  serverCards?: number;
}

/**
 * Cards a strip renders on the server: five fill its widest row (1280 px and up); the others are
 * off-screen until scrolled and join right after hydration from the same loader data (issue 11:
 * a card is ~1.5 KB of HTML and a share of the render; decision 0373).
 */
export const SERVER_STRIP_CARDS = 5;

/** Spec 1 "Product carousel": scroll buttons only with more than 3 items; 4 placeholders; empty text. */
export function ProductStrip({
  id,
  title,
  subtitle,
  viewAllTo,
  products,
  now,
  eager,
  footerLink,
  serverCards = SERVER_STRIP_CARDS,
}: Props) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: 'smooth' });
  };
  const rowClass = 'product-row';

  return (
    <section aria-labelledby={id} className="container-page" data-testid={`strip-${id}`}>
      <SectionHeader id={id} title={title} subtitle={subtitle} viewAllTo={viewAllTo}>
        {products && products.length > 3 && (
          <div className="hidden gap-2 md:flex">
            <button
              type="button"
              onClick={() => scroll(-1)}
              aria-label={t('home.scrollPrev')}
              title={t('home.scrollPrev')}
              className="icon-button border border-line"
            >
              <ChevronLeftIcon size={18} />
            </button>
            <button
              type="button"
              onClick={() => scroll(1)}
              aria-label={t('home.scrollNext')}
              title={t('home.scrollNext')}
              className="icon-button border border-line"
            >
              <ChevronRightIcon size={18} />
            </button>
          </div>
        )}
      </SectionHeader>
      {products === null ? (
        <ul className={rowClass} aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <ProductCardPlaceholder />
            </li>
          ))}
        </ul>
      ) : products.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line py-10 text-center text-fg-muted">{t('home.products.empty')}</p>
      ) : (
        <ul ref={listRef} className={rowClass}>
          {(hydrated ? products : products.slice(0, serverCards)).map((product, i) => (
            <li key={product._id}>
              {/* Only the cards visible on a phone's first screen load eagerly. */}
              <ProductCard product={product} now={now} eager={eager && i < 2} />
            </li>
          ))}
        </ul>
      )}
      {footerLink && products && products.length > 0 && (
        <div className="mt-2 flex justify-center">
          <Link
            to={viewAllTo}
            className="inline-flex h-10 items-center rounded-full border border-line px-5 text-sm font-semibold text-fg hover:border-brand-500 hover:text-brand-700 dark:hover:text-brand-300"
          >
            {t('home.viewAllOf', { title })}
          </Link>
        </div>
      )}
    </section>
  );
}

import type { ProductSummary } from '@sen/core';
import { useRef } from 'react';
import { ProductCard } from '../catalog/ProductCard';
import { useT } from '../i18n/LanguageProvider';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { SectionHeader } from './SectionHeader';

interface Props {
  id: string;
  title: string;
  subtitle?: string;
  viewAllTo: string;
  products: ProductSummary[];
  now: number;
  eager?: boolean;
}

/** Spec 1 "Product carousel": scroll buttons only with more than 3 items; empty text "Không có sản phẩm nào". */
export function ProductStrip({ id, title, subtitle, viewAllTo, products, now, eager }: Props) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <section aria-labelledby={id} className="container-page" data-testid={`strip-${id}`}>
      <SectionHeader id={id} title={title} subtitle={subtitle} viewAllTo={viewAllTo}>
        {products.length > 3 && (
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
      {products.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line py-10 text-center text-fg-muted">{t('home.products.empty')}</p>
      ) : (
        <ul
          ref={listRef}
          className="product-row no-scrollbar -mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto scroll-smooth px-4 pt-1 pb-4 md:mx-0 md:scroll-px-0 md:px-0"
        >
          {products.map((product) => (
            <li key={product._id} className="snap-start">
              <ProductCard product={product} now={now} eager={eager} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

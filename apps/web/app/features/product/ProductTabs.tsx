import type { Product } from '@sen/core';
import { clsx } from 'clsx';
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { PROSE } from '../content/prose';
import { useT } from '../i18n/LanguageProvider';
import { loadTextArea } from '../i18n/load-catalogue';
import { useOpenedOnce } from '../ui/use-opened-once';

// The reviews (list, form, star picker) are fetched with the tab: most visitors never open it.
const loadReviews = () => Promise.all([import('./ReviewsPanel'), loadTextArea('reviews')]).then(([m]) => m);
const ReviewsPanel = lazy(() => loadReviews().then((m) => ({ default: m.ReviewsPanel })));

type Tab = 'description' | 'specifications' | 'reviews';
const TABS: Tab[] = ['description', 'specifications', 'reviews'];

/** Spec 1: description (default), specifications, reviews (with count). WAI-ARIA tabs with arrow keys. */
export function ProductTabs({ product }: { product: Product }) {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<Tab>('description');
  // Follows the reviews tab once it has loaded (a review just posted counts at once).
  const [reviewCount, setReviewCount] = useState(product.ratings.count);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const reviewsWanted = useOpenedOnce(tab === 'reviews');
  const label = (k: Tab) => (k === 'reviews' ? t('catalog.tabs.reviews', { count: reviewCount }) : t(`catalog.tabs.${k}`));

  const onKeyDown = (event: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? i + 1
        : event.key === 'ArrowLeft'
          ? i - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const k = TABS[(next + TABS.length) % TABS.length]!;
    setTab(k);
    refs.current[TABS.indexOf(k)]?.focus();
  };

  return (
    <section className="rounded-2xl border border-line bg-surface" data-testid="product-tabs">
      <div
        role="tablist"
        aria-label={t('catalog.tabs.label')}
        className="no-scrollbar flex overflow-x-auto border-b border-line px-2"
        onKeyDown={onKeyDown}
      >
        {TABS.map((k, i) => (
          <button
            key={k}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${k}`}
            aria-selected={tab === k}
            aria-controls={`${id}-${k}-panel`}
            tabIndex={tab === k ? 0 : -1}
            onClick={() => setTab(k)}
            onPointerEnter={k === 'reviews' ? () => void loadReviews() : undefined}
            className={clsx(
              '-mb-px border-b-2 px-4 py-3.5 text-sm font-semibold whitespace-nowrap transition',
              tab === k
                ? 'border-brand-600 text-brand-700 dark:text-brand-300'
                : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            {label(k)}
          </button>
        ))}
      </div>
      {TABS.map((k) => (
        <div
          key={k}
          role="tabpanel"
          id={`${id}-${k}-panel`}
          aria-labelledby={`${id}-${k}`}
          hidden={tab !== k}
          className="p-5 md:p-7"
        >
          {/* The description's own headings are h3: the panel's h2 keeps the outline in order. */}
          <h2 className="sr-only">{label(k)}</h2>
          {k === 'description' &&
            (product.description ? (
              // Sanitized on the server (README: sanitized rich text).
              <div className={PROSE} dangerouslySetInnerHTML={{ __html: product.description }} />
            ) : (
              <p className="text-fg-muted">{product.shortDescription || t('catalog.tabs.noDescription')}</p>
            ))}
          {k === 'specifications' &&
            (product.specifications.length > 0 ? (
              <table className="spec-table">
                <tbody>
                  {product.specifications.map((s) => (
                    <tr key={s._id}>
                      <th scope="row">{s.name}</th>
                      <td>{s.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-fg-muted">{t('catalog.tabs.noSpecifications')}</p>
            ))}
          {k === 'reviews' && reviewsWanted && (
            <Suspense fallback={<p className="text-sm text-fg-muted">{t('common.loading')}</p>}>
              <ReviewsPanel idOrSlug={product.slug} active={tab === 'reviews'} onCount={setReviewCount} />
            </Suspense>
          )}
        </div>
      ))}
    </section>
  );
}

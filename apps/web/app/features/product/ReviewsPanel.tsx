import { REVIEW_SORTS, type ReviewSort } from '@sen/core/reviews/rules';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';
import { ReviewWrite } from './ReviewWrite';
import { useReviews } from './use-reviews';

interface Props {
  idOrSlug: string;
  /** The tab is open: the reviews load the first time it is. */
  active: boolean;
  /** The published count changed (a review was posted): the tab's label follows. */
  onCount: (count: number) => void;
}

/** The product page's reviews tab: summary with the star filter, sort, the list a page at a time, and writing one. */
export function ReviewsPanel({ idOrSlug, active, onCount }: Props) {
  const t = useT();
  const sortId = useId();
  // Loaded the first time the tab opens, then kept (closing and reopening does not refetch).
  const [opened, setOpened] = useState(active);
  useEffect(() => {
    if (active) setOpened(true);
  }, [active]);
  const reviews = useReviews(idOrSlug, opened);
  const { summary, pagination, items, status, rating } = reviews;

  useEffect(() => {
    if (summary) onCount(summary.count);
  }, [summary, onCount]);

  const list = (): ReactNode => {
    if (status === 'loading' || status === 'idle') {
      return (
        <p className="text-sm text-fg-muted" role="status">
          {t('reviews.loading')}
        </p>
      );
    }
    if (!summary) {
      return (
        <div className="flex flex-wrap items-center gap-3" role="alert">
          <p className="text-sm text-fg-muted">{t('reviews.loadError')}</p>
          <button
            type="button"
            onClick={() => void reviews.reload()}
            className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {t('reviews.retry')}
          </button>
        </div>
      );
    }
    return (
      <>
        {summary.count > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-3">
            <p className="text-sm text-fg-muted" aria-live="polite">
              {rating && (
                <>
                  {t('reviews.filter.active', { n: rating })}
                  <button
                    type="button"
                    onClick={() => reviews.setRating(null)}
                    className="ml-3 font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {t('reviews.filter.all')}
                  </button>
                </>
              )}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-sm text-fg-muted">
                {t('reviews.sort.label')}
              </label>
              <select
                id={sortId}
                value={reviews.sort}
                onChange={(e) => reviews.setSort(e.target.value as ReviewSort)}
                data-testid="review-sort"
                className="h-10 rounded-xl border border-line bg-surface px-3 pr-8 text-sm text-fg outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25"
              >
                {REVIEW_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`reviews.sort.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        {items.length > 0 ? (
          <section aria-label={t('reviews.list')} className="divide-y divide-line" data-testid="review-list">
            {items.map((r) => (
              <ReviewItem key={r._id} review={r} />
            ))}
          </section>
        ) : (
          <p className="mt-4 text-sm text-fg-muted" data-testid="reviews-empty">
            {rating ? t('reviews.emptyFiltered', { n: rating }) : t('reviews.empty')}
          </p>
        )}
        {status === 'error' && (
          <p className="mt-2 text-sm text-red-600 dark:text-red-400" role="alert">
            {t('reviews.loadError')}
          </p>
        )}
        {pagination && pagination.totalCount > items.length && (
          <div className="mt-2 flex flex-wrap items-center gap-4">
            <button
              type="button"
              onClick={reviews.loadMore}
              disabled={reviews.loadingMore}
              data-testid="reviews-more"
              className="inline-flex h-10 items-center rounded-xl border border-line px-4 text-sm font-semibold text-fg transition hover:bg-muted disabled:opacity-60"
            >
              {reviews.loadingMore ? t('reviews.loading') : t('reviews.more')}
            </button>
            <span className="text-xs text-fg-muted">
              {t('reviews.shown', { shown: items.length, total: pagination.totalCount })}
            </span>
          </div>
        )}
      </>
    );
  };

  // Phones: summary, writing, list. Wide screens: writing in a column beside the other two.
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10" data-testid="reviews-panel">
      <h3 className="sr-only">{t('reviews.heading')}</h3>
      {summary && (
        <div className="lg:col-start-1">
          <RatingSummary summary={summary} rating={rating} onRating={reviews.setRating} />
        </div>
      )}
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {opened && <ReviewWrite idOrSlug={idOrSlug} onCreated={() => void reviews.reload()} />}
      </div>
      <div className="min-w-0 lg:col-start-1">{list()}</div>
    </div>
  );
}

import { REVIEW_STARS } from '@sen/core/reviews/rules';
import type { ReviewSummary } from '@sen/core/reviews/types';
import { clsx } from 'clsx';
import { RatingStars } from '../catalog/RatingStars';
import { useT } from '../i18n/LanguageProvider';

interface Props {
  summary: ReviewSummary;
  /** The star filter in use, or null for every review. */
  rating: number | null;
  onRating: (rating: number | null) => void;
}

/** The average, its stars, and one bar per star that filters the list to it (pressed again: every review). */
export function RatingSummary({ summary, rating, onRating }: Props) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-8" data-testid="review-summary">
      <div className="flex shrink-0 flex-col items-start gap-1.5">
        <span className="text-4xl font-bold text-fg" data-testid="review-average">
          {summary.average.toFixed(1)}
        </span>
        <RatingStars average={summary.average} size={18} />
        <span className="text-sm text-fg-muted" data-testid="review-count">
          {t('reviews.count', { count: summary.count })}
        </span>
      </div>
      <ul className="flex w-full max-w-md flex-col gap-1" aria-label={t('reviews.histogram')}>
        {REVIEW_STARS.map((n) => {
          const count = summary.histogram[n];
          const share = summary.count ? (count / summary.count) * 100 : 0;
          const pressed = rating === n;
          return (
            <li key={n}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={t('reviews.histogram.row', { n, count })}
                disabled={count === 0 && !pressed}
                onClick={() => onRating(pressed ? null : n)}
                data-testid={`review-filter-${n}`}
                className={clsx(
                  'grid w-full grid-cols-[3.25rem_1fr_2.5rem] items-center gap-3 rounded-lg px-2 py-1 text-sm transition',
                  'enabled:hover:bg-muted disabled:opacity-50',
                  pressed && 'bg-brand-50 ring-1 ring-brand-200 dark:bg-brand-950 dark:ring-brand-800',
                )}
              >
                <span className="text-left whitespace-nowrap text-fg">
                  {n} <span className="text-amber-400">★</span>
                </span>
                <span className="h-2 overflow-hidden rounded-full bg-muted">
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
                </span>
                <span className="text-right text-fg-muted tabular-nums">{count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

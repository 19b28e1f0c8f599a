import { useT } from '../i18n/LanguageProvider';

/**
 * Five stars filled to the average, with the review count (spec 1 §9: ratings shown as 5 stars).
 * Text stars, not SVG: a page of cards would otherwise carry hundreds of star paths.
 */
export function RatingStars({ average, count, size = 14 }: { average: number; count?: number; size?: number }) {
  const t = useT();
  const value = Math.max(0, Math.min(5, average || 0));
  const rating = t('product.rating', { rating: value.toFixed(1) });
  const label = count === undefined ? rating : `${rating}, ${t('product.reviewCount', { count })}`;
  return (
    <div className="flex items-center gap-1.5" role="img" aria-label={label} title={label}>
      <span
        aria-hidden="true"
        className="relative whitespace-nowrap leading-none tracking-[0.05em]"
        style={{ fontSize: size + 2 }}
      >
        <span className="text-slate-300 dark:text-slate-600">★★★★★</span>
        <span className="absolute inset-y-0 left-0 overflow-hidden text-amber-400" style={{ width: `${(value / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      {count !== undefined && <span className="text-xs text-fg-muted">({count})</span>}
    </div>
  );
}

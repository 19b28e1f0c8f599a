import { useT } from '../i18n/LanguageProvider';
import { StarRow } from '../ui/icons';

/** Five stars filled to the average, with the review count (spec 1 §9: ratings shown as 5 stars). */
export function RatingStars({ average, count, size = 14 }: { average: number; count?: number; size?: number }) {
  const t = useT();
  const value = Math.max(0, Math.min(5, average || 0));
  const rating = t('product.rating', { rating: value.toFixed(1) });
  const label = count === undefined ? rating : `${rating}, ${t('product.reviewCount', { count })}`;
  return (
    <div className="flex items-center gap-1.5" role="img" aria-label={label} title={label}>
      <span className="relative inline-flex text-slate-300 dark:text-slate-600">
        <StarRow size={size} />
        <span className="absolute inset-y-0 left-0 overflow-hidden text-amber-400" style={{ width: `${(value / 5) * 100}%` }}>
          <StarRow size={size} />
        </span>
      </span>
      {count !== undefined && <span className="text-xs text-fg-muted">({count})</span>}
    </div>
  );
}

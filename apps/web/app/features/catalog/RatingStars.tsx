import { useT } from '../i18n/LanguageProvider';

/**
 * Five stars filled to the average, with the review count (spec 1 §9: ratings shown as 5 stars).
 * Text stars, not SVG: a page of cards would otherwise carry hundreds of star paths; the classes
 * are app.css's `.stars*` (issue 11: lighter HTML). The name is the `title` alone (a tooltip, and the
 * accessible name of an element without aria-label): the same sentence twice on each card cost ~50 B.
 */
export function RatingStars({ average, count, size = 14 }: { average: number; count?: number; size?: number }) {
  const t = useT();
  const value = Math.max(0, Math.min(5, average || 0));
  const rating = t('product.rating', { rating: value.toFixed(1) });
  const label = count === undefined ? rating : `${rating}, ${t('product.reviewCount', { count })}`;
  return (
    <div className="stars-row" role="img" title={label}>
      <span aria-hidden="true" className="stars" style={size === 14 ? undefined : { fontSize: size + 2 }}>
        <span className="stars-off">★★★★★</span>
        <span className="stars-on" style={{ width: `${Math.round(value * 200) / 10}%` }}>
          ★★★★★
        </span>
      </span>
      {count !== undefined && <span className="meta">{`(${count})`}</span>}
    </div>
  );
}

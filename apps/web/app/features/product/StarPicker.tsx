import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';

interface Props {
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  errorId: string;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five native radio buttons drawn as stars: arrow keys move and choose, Tab leaves the group,
 * screen readers hear "4 sao, Tốt, 4 of 5". Stars up to the hovered or chosen one light up.
 */
export function StarPicker({ value, onChange, error, errorId }: Props) {
  const t = useT();
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const lit = hover ?? value ?? 0;
  const hint = lit ? t(`reviews.form.star.${lit as 1 | 2 | 3 | 4 | 5}`) : '';
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-testid="review-rating">
      <legend className="mb-1.5 text-sm font-medium text-fg">
        {t('reviews.form.rating')}
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      </legend>
      <div className="flex items-center gap-3">
        <div className="flex">
          {STARS.map((n) => (
            <label
              key={n}
              onMouseEnter={() => setHover(n)}
              onMouseLeave={() => setHover(null)}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <span className="sr-only">{`${t('reviews.stars', { n })}, ${t(`reviews.form.star.${n}`)}`}</span>
              <svg
                width={30}
                height={30}
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
                className={clsx('transition-colors', n <= lit ? 'text-amber-400' : 'text-slate-300 dark:text-slate-600')}
              >
                <path
                  fill="currentColor"
                  d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z"
                />
              </svg>
            </label>
          ))}
        </div>
        <span className="text-sm text-fg-muted" aria-hidden="true">
          {hint}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-testid="review-error-rating">
          {error}
        </p>
      )}
    </fieldset>
  );
}

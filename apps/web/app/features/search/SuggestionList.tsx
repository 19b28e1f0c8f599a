import type { MessageKey } from '@sen/core';
import { clsx } from 'clsx';
import { vnd } from '../catalog/Price';
import { useT } from '../i18n/LanguageProvider';
import { SearchIcon } from '../ui/icons';
import type { SuggestionOption } from './suggestion-options';

const GROUP: Record<SuggestionOption['kind'], MessageKey | null> = {
  search: null,
  product: 'search.group.products',
  category: 'search.group.categories',
  brand: 'search.group.brands',
  course: 'search.group.courses',
  term: 'search.group.popular',
};

interface Props {
  id: string;
  options: SuggestionOption[];
  active: number;
  onPick: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
  loading: boolean;
  error: boolean;
  className?: string;
}

/** The listbox of the search combobox; options are picked with the pointer or by the input's keys. */
export function SuggestionList({ id, options, active, onPick, onHover, loading, error, className }: Props) {
  const t = useT();
  return (
    <div className={className}>
      <div id={id} role="listbox" aria-label={t('search.suggestions')} className="py-1.5" data-testid="search-suggestions">
        {options.map((option, i) => {
          const group = GROUP[option.kind];
          const header = group && options[i - 1]?.kind !== option.kind;
          return (
            <div key={option.id} role="presentation">
              {header && (
                <div
                  role="presentation"
                  className="px-4 pt-3 pb-1 text-[11px] font-semibold tracking-wide text-fg-muted uppercase"
                >
                  {t(group)}
                </div>
              )}
              <div
                id={`${id}-${i}`}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onPick(option)}
                onMouseMove={() => onHover(i)}
                onKeyDown={() => undefined}
                className={clsx(
                  'mx-1.5 flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm',
                  i === active ? 'bg-muted text-fg' : 'text-fg',
                )}
              >
                {option.image ? (
                  <img
                    src={option.image}
                    alt=""
                    width={36}
                    height={36}
                    loading="lazy"
                    className="size-9 shrink-0 rounded-md bg-white object-contain"
                  />
                ) : (
                  <SearchIcon size={16} className="mx-2.5 shrink-0 text-fg-muted" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-1">
                    {option.kind === 'search' ? t('search.searchFor', { q: option.label }) : option.label}
                  </span>
                  {option.price !== undefined && (
                    <span className="block text-xs font-semibold text-brand-700 dark:text-brand-300">{vnd(option.price)}</span>
                  )}
                </span>
              </div>
            </div>
          );
        })}
      </div>
      {loading && <p className="px-4 pb-3 text-xs text-fg-muted">{t('common.loading')}</p>}
      {error && <p className="px-4 pb-3 text-xs text-red-600 dark:text-red-400">{t('common.error')}</p>}
    </div>
  );
}

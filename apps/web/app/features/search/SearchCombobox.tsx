import { clsx } from 'clsx';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { SearchIcon } from '../ui/icons';
import { SuggestionList } from './SuggestionList';
import { type SuggestionOption, searchHref, suggestionOptions } from './suggestion-options';
import { useSuggestions } from './use-suggestions';

interface Props {
  /** dropdown: under the header field; panel: the list fills the mobile overlay. */
  variant: 'dropdown' | 'panel';
  compact?: boolean;
  autoFocus?: boolean;
  /** The mobile overlay closes after a choice. */
  onDone?: () => void;
  /** Small screens open the overlay instead of typing in the header: true when it did. */
  onFocusRedirect?: () => boolean;
  className?: string;
}

/**
 * WAI-ARIA combobox with a listbox of suggestions: ↓/↑ move, Enter opens the highlighted
 * suggestion or searches for what is typed, Escape closes the list (then clears the field).
 */
export function SearchCombobox({ variant, compact = false, autoFocus, onDone, onFocusRedirect, className }: Props) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('q') ?? '');
  const [open, setOpen] = useState(variant === 'panel');
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const suggest = useSuggestions(value, open);
  const options = suggestionOptions(value, suggest.data, suggest.popular);
  const listId = `${id}-list`;
  const expanded = open && options.length > 0;

  useEffect(() => setActive(-1), [value]);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const go = (href: string) => {
    setOpen(variant === 'panel');
    inputRef.current?.blur();
    onDone?.();
    navigate(href);
  };
  const pick = (option: SuggestionOption) => {
    if (option.kind === 'term' || option.kind === 'search') setValue(option.kind === 'term' ? option.label : value);
    go(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: moving past either end comes back to it.
      setActive((a) => {
        const n = a + step;
        if (n < -1) return options.length - 1;
        return n >= options.length ? -1 : n;
      });
      return;
    }
    if (event.key === 'Escape') {
      if (expanded && variant === 'dropdown') {
        event.preventDefault();
        setOpen(false);
      } else if (value && variant === 'dropdown') {
        event.preventDefault();
        setValue('');
      }
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const option = active >= 0 ? options[active] : undefined;
    if (option) pick(option);
    else if (value.trim()) go(searchHref(value));
  };

  return (
    <search className={clsx('relative block', className)}>
      <form action="/search" method="get" onSubmit={onSubmit}>
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 && active < options.length ? `${listId}-${active}` : undefined}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            if (!onFocusRedirect?.()) setOpen(true);
          }}
          onBlur={() => variant === 'dropdown' && setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="search-input"
          className={compact ? 'search-input h-9' : 'search-input h-11'}
        />
        <button
          type="submit"
          aria-label={t('search.submit')}
          title={t('search.submit')}
          className={clsx('search-go', compact ? 'size-7' : 'size-9', variant === 'panel' && 'top-[1.375rem]')}
        >
          <SearchIcon size={compact ? 15 : 18} />
        </button>
        {expanded && (
          <SuggestionList
            id={listId}
            options={options}
            active={active}
            onPick={pick}
            onHover={setActive}
            loading={suggest.loading}
            error={suggest.error}
            className={
              variant === 'dropdown'
                ? 'animate-pop-in absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-surface shadow-2xl'
                : 'mt-3'
            }
          />
        )}
      </form>
    </search>
  );
}

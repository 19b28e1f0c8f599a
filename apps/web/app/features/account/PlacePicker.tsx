import { clsx } from 'clsx';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FieldError, inputClass, labelClass } from '../auth/fields';
import { useT } from '../i18n/LanguageProvider';
import { ChevronDownIcon } from '../ui/icons';
import { filterPlaces, type IndexedPlace } from './place-search';

interface Props {
  label: string;
  placeholder: string;
  places: IndexedPlace[];
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  loading?: boolean;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
}

/**
 * A searchable single choice (WAI-ARIA combobox with a list box): typing filters the list
 * accent-insensitively, arrows move, Enter chooses, Escape restores the chosen name.
 */
export function PlacePicker({ label, placeholder, places, value, onChange, disabled, loading, error, inputRef, testId }: Props) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const selected = places.find((p) => p.code === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const matches = useMemo(() => filterPlaces(places, query ?? ''), [places, query]);

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (code: string) => {
    onChange(code);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const place = matches[active];
      if (place) choose(place.code);
    } else if (event.key === 'Escape' && open) {
      // Only this list closes; a surrounding dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      close();
    }
  };

  return (
    <div className="relative" data-testid={testId}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={inputRef}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[active] ? `${id}-opt-${matches[active].code}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          disabled={disabled}
          placeholder={loading ? t('common.loading') : placeholder}
          value={query ?? selected?.name ?? ''}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={clsx(inputClass, 'pr-10')}
        />
        <ChevronDownIcon size={18} className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-fg-muted" />
      </div>
      {open && !disabled && (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-xl"
        >
          {matches.length === 0 ? (
            <div className="px-3 py-2 text-sm text-fg-muted">{t('account.address.noMatch')}</div>
          ) : (
            matches.map((place, index) => (
              <div
                key={place.code}
                id={`${id}-opt-${place.code}`}
                data-index={index}
                role="option"
                tabIndex={-1}
                aria-selected={place.code === value}
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(place.code);
                }}
                onMouseEnter={() => setActive(index)}
                className={clsx(
                  'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm',
                  index === active ? 'bg-muted text-fg' : 'text-fg',
                  place.code === value && 'font-semibold text-brand-700 dark:text-brand-300',
                )}
              >
                <span>{place.name}</span>
                <span className="text-xs text-fg-muted">{place.code}</span>
              </div>
            ))
          )}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

import { can } from '@sen/core/auth/permissions';
import { foldText } from '@sen/core/text';
import { clsx } from 'clsx';
import { type FormEvent, type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { SearchIcon } from '../ui/icons';
import { ADMIN_PAGES } from './admin-menu';

/**
 * The header search: finds admin pages by name, accent-insensitively (every typed word must
 * appear). Records search comes with the pages that hold records.
 */
export function AdminSearch({ role }: { role: string }) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const pages = useMemo(
    () => ADMIN_PAGES.filter((p) => can(role, p.permission)).map((p) => ({ ...p, folded: foldText(t(p.label)) })),
    [role, t],
  );
  const words = foldText(query).split(' ').filter(Boolean);
  const results = words.length ? pages.filter((p) => words.every((w) => p.folded.includes(w))).slice(0, 8) : [];
  const listOpen = open && words.length > 0;

  const go = (path: string) => {
    setQuery('');
    setOpen(false);
    navigate(path);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = results[active] ?? results[0];
    if (target) go(target.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(results.length - 1, 0)));
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <form aria-label={t('admin.search')} onSubmit={submit} className="relative w-full max-w-md">
      <label htmlFor={id} className="sr-only">
        {t('admin.search')}
      </label>
      <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted" />
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={listOpen}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={listOpen && results[active] ? `${id}-${results[active].id}` : undefined}
        autoComplete="off"
        value={query}
        placeholder={t('admin.searchPlaceholder')}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-xl border border-line bg-muted pr-3 pl-10 text-sm text-fg outline-none placeholder:text-fg-muted focus:border-brand-500 focus:bg-surface focus:ring-2 focus:ring-brand-500/25"
      />
      {listOpen && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t('admin.search')}
          className="absolute z-50 mt-1 w-full rounded-xl border border-line bg-surface p-1 shadow-xl"
        >
          {results.length === 0 ? (
            <div className="px-3 py-2 text-sm text-fg-muted">{t('admin.searchEmpty')}</div>
          ) : (
            results.map((p, index) => (
              <div
                key={p.id}
                id={`${id}-${p.id}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  go(p.path);
                }}
                onMouseEnter={() => setActive(index)}
                className={clsx('cursor-pointer rounded-lg px-3 py-2 text-sm text-fg', index === active && 'bg-muted')}
              >
                {t(p.label)}
                <span className="ml-2 text-xs text-fg-muted">{p.path}</span>
              </div>
            ))
          )}
        </div>
      )}
    </form>
  );
}

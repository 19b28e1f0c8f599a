import { clsx } from 'clsx';
import { useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { SearchIcon } from '../ui/icons';

/** Submits to /search?q=…; suggestions and results come with the search issue. */
export function SearchBox({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  const id = useId();
  const [params] = useSearchParams();
  return (
    <Form action="/search" method="get" role="search" className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={params.get('q') ?? ''}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={clsx(
          'w-full rounded-full border border-line bg-muted pr-12 pl-4 text-sm text-fg placeholder:text-fg-muted',
          'transition-[height,background-color] duration-300 focus:border-brand-500 focus:bg-surface focus:outline-none focus:ring-2 focus:ring-brand-500/30',
          compact ? 'h-9' : 'h-11',
        )}
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        title={t('search.submit')}
        className={clsx(
          'absolute top-1/2 right-1 flex -translate-y-1/2 items-center justify-center rounded-full bg-brand-600 text-white transition hover:bg-brand-700',
          compact ? 'size-7' : 'size-9',
        )}
      >
        <SearchIcon size={compact ? 15 : 18} />
      </button>
    </Form>
  );
}

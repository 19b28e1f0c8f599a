import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronsLeftIcon, ChevronsRightIcon } from '../catalog/catalog-icons';
import { useT } from '../i18n/LanguageProvider';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { pageItems } from './pagination';
import { withParams } from './url';

const cell = 'flex h-10 min-w-10 items-center justify-center rounded-xl px-2 text-sm font-semibold transition';

function Step({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (!to) {
    return (
      <span aria-hidden="true" title={label} className={clsx(cell, 'text-fg-muted opacity-40')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} aria-label={label} title={label} className={clsx(cell, 'border border-line text-fg hover:border-brand-500')}>
      {children}
    </Link>
  );
}

/** First / previous / numbered pages with gaps / next / last — real links, so crawlers and new tabs work. */
export function Pagination({ page, totalPages, search }: { page: number; totalPages: number; search: string }) {
  const t = useT();
  if (totalPages <= 1) return null;
  const href = (p: number) => withParams(search, { page: p > 1 ? String(p) : null });
  return (
    <nav
      aria-label={t('catalog.pagination')}
      className="mt-8 flex flex-wrap items-center justify-center gap-1.5"
      data-testid="pagination"
    >
      <Step to={page > 1 ? href(1) : null} label={t('catalog.pagination.first')}>
        <ChevronsLeftIcon size={16} />
      </Step>
      <Step to={page > 1 ? href(page - 1) : null} label={t('catalog.pagination.prev')}>
        <ChevronLeftIcon size={16} />
      </Step>
      {pageItems(page, totalPages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-fg-muted">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={href(item)}
            aria-label={t('catalog.pagination.page', { n: item })}
            aria-current={item === page ? 'page' : undefined}
            className={clsx(
              cell,
              item === page ? 'bg-brand-600 text-white' : 'border border-line text-fg hover:border-brand-500',
            )}
          >
            {item}
          </Link>
        ),
      )}
      <Step to={page < totalPages ? href(page + 1) : null} label={t('catalog.pagination.next')}>
        <ChevronRightIcon size={16} />
      </Step>
      <Step to={page < totalPages ? href(totalPages) : null} label={t('catalog.pagination.last')}>
        <ChevronsRightIcon size={16} />
      </Step>
    </nav>
  );
}

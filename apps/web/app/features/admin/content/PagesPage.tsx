import type { AdminContentPage } from '@sen/core/content/admin';
import { type AdminBlockPage, BLOCK_PAGE_PATHS } from '@sen/core/content/blocks';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { PageHeader } from '../kit/PageHeader';
import { useServerList, wholeListTableProps } from '../kit/use-server-list';
import { adminContentApi } from './api';
import { formatWhen } from './shared';

export const PAGES_ADMIN_PATH = '/admin/marketing/pages';

/** The pages staff edit (terms, privacy): their addresses are fixed, their texts are theirs. */
export function PagesPage() {
  const t = useT();
  const { lang } = useLanguage();
  const list = useServerList('pages', (signal) => adminContentApi.pages(signal));
  const columns = useMemo<AdminColumn<AdminContentPage>[]>(
    () => [
      {
        id: 'title',
        header: t('adminContent.field.title'),
        enableHiding: false,
        cell: ({ row: { original: p } }) => (
          <Link
            to={`${PAGES_ADMIN_PATH}/${p.slug}`}
            className="font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300"
          >
            {p.title}
          </Link>
        ),
      },
      {
        id: 'slug',
        header: t('adminContent.pages.address'),
        cell: ({ row }) => (
          <a href={`/${row.original.slug}`} target="_blank" rel="noreferrer" className="text-xs underline">
            /{row.original.slug}
          </a>
        ),
      },
      {
        id: 'languages',
        header: t('adminContent.languages'),
        cell: ({ row }) => (
          <span className="text-xs uppercase">{['vi', ...Object.keys(row.original.translations)].join(' · ')}</span>
        ),
      },
      {
        id: 'updatedAt',
        header: t('adminContent.pages.updated'),
        cell: ({ row }) => <span className="tabular-nums text-xs">{formatWhen(row.original.updatedAt, lang)}</span>,
      },
    ],
    [t, lang],
  );
  return (
    <section>
      <PageHeader title={t('admin.menu.pages')} lead={t('adminContent.pages.lead')} />
      <div className="mt-4">
        <DataTable
          id="content-pages"
          label={t('admin.menu.pages')}
          columns={columns}
          {...wholeListTableProps(list)}
          getRowId={(p) => p.slug}
          empty={<p>—</p>}
        />
      </div>
      <BlockPagesList />
    </section>
  );
}

/** About, FAQ, landing page and the shipping and payment policies: built from blocks (decisions 0352, 0356). */
function BlockPagesList() {
  const t = useT();
  const { lang } = useLanguage();
  const [items, setItems] = useState<AdminBlockPage[] | null>(null);
  useEffect(() => {
    const c = new AbortController();
    adminContentApi.blockPages(c.signal).then(
      (r) => setItems(r.items),
      () => setItems([]),
    );
    return () => c.abort();
  }, []);
  return (
    <section className="mt-8" data-testid="block-pages">
      <h2 className="text-lg font-bold text-fg">{t('adminContent.blocks.title')}</h2>
      <p className="mb-3 text-sm text-fg-muted">{t('adminContent.blocks.lead')}</p>
      {items === null ? (
        <p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
          {items.map((p) => (
            <li key={p.slug} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
              <Link
                to={`${PAGES_ADMIN_PATH}/blocks/${p.slug}`}
                className="font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300"
                data-testid={`edit-block-page-${p.slug}`}
              >
                {p.title}
              </Link>
              <a href={BLOCK_PAGE_PATHS[p.slug]} target="_blank" rel="noreferrer" className="text-xs underline">
                {BLOCK_PAGE_PATHS[p.slug]}
              </a>
              <span className="text-xs uppercase">
                {['vi', ...Object.keys(p.translations).filter((l) => p.translations[l as 'en']?.blocks.length)].join(' · ')}
              </span>
              <span className="tabular-nums text-xs">{formatWhen(p.updatedAt, lang)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

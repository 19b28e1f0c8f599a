import { isApiError } from '@sen/core/api-client';
import type { NewsletterSubscriber } from '@sen/core/content/admin';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, iconBtn, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { PageHeader } from '../kit/PageHeader';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminContentApi } from './api';
import { formatWhen } from './shared';

const PAGE_SIZE = 20;
const NO_FILTERS = [] as const;

/** Newsletter subscribers: search, remove on request, export as CSV. */
export function SubscribersPage() {
  const t = useT();
  const { lang } = useLanguage();
  const filters = useUrlFilters(NO_FILTERS);
  const [search, setSearch] = useState(filters.values.search ?? '');
  const [exporting, setExporting] = useState(false);
  const query = { page: filters.page, limit: PAGE_SIZE, search: filters.values.search };
  const list = useServerList(JSON.stringify(query), (signal) => adminContentApi.subscribers(query, signal));

  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.values.search ?? '') !== search.trim()) filters.set({ search: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const columns = useMemo<AdminColumn<NewsletterSubscriber>[]>(
    () => [
      { id: 'email', header: t('adminContent.subscribers.email'), enableHiding: false, cell: ({ row }) => row.original.email },
      { id: 'language', header: t('adminContent.subscribers.language'), cell: ({ row }) => row.original.language.toUpperCase() },
      { id: 'source', header: t('adminContent.subscribers.source'), cell: ({ row }) => row.original.source },
      {
        id: 'createdAt',
        header: t('adminContent.subscribers.since'),
        cell: ({ row }) => <span className="tabular-nums">{formatWhen(row.original.createdAt, lang)}</span>,
      },
      {
        id: 'actions',
        header: '',
        enableHiding: false,
        cell: ({ row: { original: s } }) => (
          <button
            type="button"
            className={clsx(iconBtn, 'hover:text-red-600')}
            onClick={() => del.ask(s)}
            aria-label={t('adminContent.deleteNamed', { name: s.email })}
          >
            ✕
          </button>
        ),
      },
    ],
    [t, lang],
  );

  const del = useConfirmDelete<NewsletterSubscriber>({
    remove: (s) => adminContentApi.deleteSubscriber(s._id),
    onDeleted: () => list.reload(),
    title: t('adminContent.delete'),
    message: (x) => t('adminContent.subscribers.deleteConfirm', { email: x.email }),
    deleted: t('adminContent.deleted'),
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await adminContentApi.exportSubscribers(filters.values.search);
    } catch (e) {
      toast.error(isApiError(e) ? e.message : t('adminKit.saveFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section>
      <PageHeader
        title={t('admin.menu.newsletter')}
        lead={t('adminContent.subscribers.lead')}
        actions={
          <button
            type="button"
            className={btn}
            onClick={() => void exportCsv()}
            disabled={exporting}
            data-testid="export-subscribers"
          >
            {t('adminContent.subscribers.export')}
          </button>
        }
      />
      <search className="mt-5 block max-w-md">
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminContent.search')}
          <input type="search" className={input} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
      </search>
      <div className="mt-4">
        <DataTable
          id="subscribers"
          label={t('admin.menu.newsletter')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(s) => s._id}
          onSortChange={() => {}}
          empty={<p>{t('adminContent.subscribers.empty')}</p>}
        />
      </div>
      {del.dialog}
    </section>
  );
}

import type { MessageKey } from '@sen/core';
import type { AdminHelpArticle } from '@sen/core/content/help';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { btnPrimary, iconBtn } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { PageHeader } from '../kit/PageHeader';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { useServerList, wholeListTableProps } from '../kit/use-server-list';
import { adminContentApi } from './api';
import { Badge, formatWhen } from './shared';

export const HELP_ADMIN_PATH = '/admin/marketing/help';

/** The help centre's articles (decision 0355): list, open to edit, delete. */
export function HelpArticlesPage() {
  const t = useT();
  const { lang } = useLanguage();
  const list = useServerList('help-articles', (signal) => adminContentApi.helpArticles(signal));
  const del = useConfirmDelete<AdminHelpArticle>({
    remove: (a) => adminContentApi.deleteHelpArticle(a.id),
    onDeleted: () => list.reload(),
    title: t('adminContent.help.delete'),
    message: (a) => t('adminContent.help.deleteText', { title: a.title }),
    deleted: t('adminContent.deleted'),
  });
  const columns = useMemo<AdminColumn<AdminHelpArticle>[]>(
    () => [
      {
        id: 'title',
        header: t('adminContent.field.title'),
        enableHiding: false,
        cell: ({ row: { original: a } }) => (
          <Link to={`${HELP_ADMIN_PATH}/${a.id}`} className="font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300">
            {a.title}
          </Link>
        ),
      },
      {
        id: 'topic',
        header: t('adminContent.help.topic'),
        cell: ({ row }) => t(`adminContent.help.topic.${row.original.topic}` as MessageKey),
      },
      { id: 'position', header: t('adminContent.help.position'), cell: ({ row }) => row.original.position },
      {
        id: 'published',
        header: t('adminContent.help.published'),
        cell: ({ row }) =>
          row.original.published ? (
            <a href={`/help/${row.original.slug}`} target="_blank" rel="noreferrer">
              <Badge tone="green">{t('adminContent.help.published')}</Badge>
            </a>
          ) : (
            <Badge tone="slate">{t('adminContent.help.draft')}</Badge>
          ),
      },
      {
        id: 'languages',
        header: t('adminContent.languages'),
        cell: ({ row }) => (
          <span className="text-xs uppercase">
            {[
              'vi',
              ...Object.entries(row.original.translations)
                .filter(([, v]) => v.body)
                .map(([l]) => l),
            ].join(' · ')}
          </span>
        ),
      },
      {
        id: 'updatedAt',
        header: t('adminContent.pages.updated'),
        cell: ({ row }) => <span className="tabular-nums text-xs">{formatWhen(row.original.updatedAt, lang)}</span>,
      },
      {
        id: 'actions',
        header: '',
        enableHiding: false,
        cell: ({ row }) => (
          <button
            type="button"
            className={`${iconBtn} hover:text-red-600`}
            onClick={() => del.ask(row.original)}
            aria-label={`${t('adminContent.help.delete')}: ${row.original.title}`}
          >
            ✕
          </button>
        ),
      },
    ],
    [t, lang],
  );
  return (
    <section>
      <PageHeader
        title={t('admin.menu.helpArticles')}
        lead={t('adminContent.help.lead')}
        actions={
          <Link to={`${HELP_ADMIN_PATH}/new`} className={btnPrimary} data-testid="new-help-article">
            + {t('adminContent.help.new')}
          </Link>
        }
      />
      <div className="mt-4">
        <DataTable
          id="help-articles"
          label={t('admin.menu.helpArticles')}
          columns={columns}
          {...wholeListTableProps(list)}
          getRowId={(a) => a.id}
          empty={<p>{t('adminContent.help.empty')}</p>}
        />
      </div>
      {del.dialog}
    </section>
  );
}

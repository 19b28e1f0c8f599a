import type { MessageKey } from '@sen/core';
import { type AdminBlogPost, BLOG_STATUSES, type BlogStatus } from '@sen/core/content/admin';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { btn, btnPrimary, iconBtn, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { PageHeader } from '../kit/PageHeader';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminContentApi } from './api';
import { Badge, formatWhen } from './shared';

const PAGE_SIZE = 20;
const FILTERS = ['status'] as const;
export const BLOG_ADMIN_PATH = '/admin/marketing/blog';

export function StatusBadge({ status }: { status: BlogStatus }) {
  const t = useT();
  const tone = status === 'published' ? 'green' : status === 'scheduled' ? 'blue' : 'slate';
  return <Badge tone={tone}>{t(`adminContent.status.${status}` as MessageKey)}</Badge>;
}

/** Blog posts of every status: search by title, filter by status, open one to edit. */
export function BlogPostsPage() {
  const t = useT();
  const { lang } = useLanguage();
  const filters = useUrlFilters(FILTERS);
  const [search, setSearch] = useState(filters.values.search ?? '');
  const status = BLOG_STATUSES.find((s) => s === filters.values.status);
  const query = { page: filters.page, limit: PAGE_SIZE, search: filters.values.search, status };
  const list = useServerList(JSON.stringify(query), (signal) => adminContentApi.posts(query, signal));

  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.values.search ?? '') !== search.trim()) filters.set({ search: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const columns = useMemo<AdminColumn<AdminBlogPost>[]>(
    () => [
      {
        id: 'title',
        header: t('adminContent.field.title'),
        enableHiding: false,
        cell: ({ row: { original: p } }) => (
          <Link
            to={`${BLOG_ADMIN_PATH}/${encodeURIComponent(p._id)}`}
            className="flex items-center gap-3 font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300"
          >
            <span className="flex h-10 w-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-muted">
              {p.coverImage && <img src={p.coverImage} alt="" loading="lazy" className="size-full object-cover" />}
            </span>
            {p.title}
          </Link>
        ),
      },
      { id: 'category', header: t('adminContent.blog.category'), cell: ({ row }) => row.original.categoryName ?? '—' },
      { id: 'status', header: t('adminContent.col.status'), cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      {
        id: 'publishedAt',
        header: t('adminContent.blog.publishedAt'),
        cell: ({ row }) => <span className="tabular-nums text-xs">{formatWhen(row.original.publishedAt, lang)}</span>,
      },
      {
        id: 'languages',
        header: t('adminContent.languages'),
        cell: ({ row }) => (
          <span className="text-xs uppercase">{['vi', ...Object.keys(row.original.translations)].join(' · ')}</span>
        ),
      },
      {
        id: 'actions',
        header: '',
        enableHiding: false,
        cell: ({ row: { original: p } }) => (
          <button
            type="button"
            className={clsx(iconBtn, 'hover:text-red-600')}
            onClick={() => del.ask(p)}
            aria-label={t('adminContent.deleteNamed', { name: p.title })}
          >
            ✕
          </button>
        ),
      },
    ],
    [t, lang],
  );

  const del = useConfirmDelete<AdminBlogPost>({
    remove: (p) => adminContentApi.deletePost(p._id),
    onDeleted: () => list.reload(),
    title: t('adminContent.delete'),
    message: (x) => t('adminContent.deleteConfirm', { name: x.title }),
    deleted: t('adminContent.deleted'),
  });

  return (
    <section>
      <PageHeader
        title={t('admin.menu.blog')}
        lead={t('adminContent.blog.lead')}
        actions={
          <div className="flex gap-2">
            <Link to={`${BLOG_ADMIN_PATH}/categories`} className={btn}>
              {t('admin.menu.blogCategories')}
            </Link>
            <Link to={`${BLOG_ADMIN_PATH}/new`} className={btnPrimary} data-testid="new-post">
              + {t('adminContent.blog.new')}
            </Link>
          </div>
        }
      />
      <search className="mt-5 flex flex-wrap items-end gap-3">
        <label className="flex min-w-64 flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminContent.search')}
          <input type="search" className={input} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminContent.col.status')}
          <select className={input} value={status ?? ''} onChange={(e) => filters.set({ status: e.target.value || undefined })}>
            <option value="">{t('adminContent.all')}</option>
            {BLOG_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`adminContent.status.${s}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      </search>
      <div className="mt-4">
        <DataTable
          id="blog-posts"
          label={t('admin.menu.blog')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(p) => p._id}
          onSortChange={() => {}}
          empty={<p>{t('adminContent.blog.empty')}</p>}
        />
      </div>
      {del.dialog}
    </section>
  );
}

import type { AdminCourse } from '@sen/core/courses/admin';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/LanguageProvider';
import { badge, btnPrimary, iconBtn, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { PageHeader } from '../kit/PageHeader';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminCoursesApi } from './api';

const PAGE_SIZE = 20;
const FILTERS = ['q', 'category', 'published'] as const;
export const COURSES_ADMIN_PATH = '/admin/courses';

export const vnd = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)} ₫`;

export function useCourseCategories() {
  const [categories, setCategories] = useState<Array<{ code: string; name: string }>>([]);
  useEffect(() => {
    const controller = new AbortController();
    adminCoursesApi.categories(controller.signal).then(setCategories, () => {});
    return () => controller.abort();
  }, []);
  return categories;
}

/** Every course, published or not: search by name or code, filter by category and status (in the URL). */
export function CoursesPage() {
  const t = useT();
  const filters = useUrlFilters(FILTERS);
  const categories = useCourseCategories();
  const [search, setSearch] = useState(filters.values.q ?? '');
  const published = (['true', 'false'] as const).find((v) => v === filters.values.published);
  const query = { page: filters.page, limit: PAGE_SIZE, q: filters.values.q, category: filters.values.category, published };
  const list = useServerList(JSON.stringify(query), (signal) => adminCoursesApi.list(query, signal));

  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.values.q ?? '') !== search.trim()) filters.set({ q: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const columns = useMemo<AdminColumn<AdminCourse>[]>(
    () => [
      {
        id: 'course',
        header: t('adminCourses.col.course'),
        enableHiding: false,
        cell: ({ row: { original: c } }) => (
          <Link
            to={`${COURSES_ADMIN_PATH}/${encodeURIComponent(c.id)}`}
            className="flex items-center gap-3 font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300"
          >
            <span className="flex h-10 w-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-muted">
              {c.imageUrl && <img src={c.imageUrl} alt="" loading="lazy" className="size-full object-cover" />}
            </span>
            <span>
              {c.title}
              <span className="block text-xs font-normal text-fg-muted">{c.code}</span>
            </span>
          </Link>
        ),
      },
      { id: 'category', header: t('adminCourses.col.category'), cell: ({ row }) => row.original.categoryName },
      {
        id: 'price',
        header: t('adminCourses.col.price'),
        cell: ({ row: { original: c } }) => <span className="tabular-nums">{vnd(c.discountPrice ?? c.price)}</span>,
      },
      {
        id: 'students',
        header: t('adminCourses.col.students'),
        cell: ({ row: { original: c } }) => (
          <span className="tabular-nums">
            {c.studentCount}
            {c.pendingCount > 0 && (
              <span className={clsx(badge, 'ml-2 bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200')}>
                {t('adminCourses.col.pending', { count: c.pendingCount })}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('adminCourses.col.status'),
        cell: ({ row: { original: c } }) => (
          <span
            className={clsx(
              badge,
              c.published ? 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200' : 'bg-muted text-fg-muted',
            )}
          >
            {c.published ? t('adminCourses.published') : t('adminCourses.hidden')}
          </span>
        ),
      },
      {
        id: 'actions',
        header: '',
        enableHiding: false,
        cell: ({ row: { original: c } }) => (
          <button
            type="button"
            className={clsx(iconBtn, 'hover:text-red-600')}
            onClick={() => del.ask(c)}
            aria-label={t('adminCourses.deleteNamed', { name: c.title })}
          >
            ✕
          </button>
        ),
      },
    ],
    [t],
  );

  const del = useConfirmDelete<AdminCourse>({
    remove: (c) => adminCoursesApi.remove(c.id),
    onDeleted: () => list.reload(),
    title: t('adminCourses.delete'),
    message: (x) => t('adminCourses.deleteConfirm', { name: x.title }),
    deleted: t('adminCourses.deleted'),
    failed: t('adminCourses.failed'),
  });

  return (
    <section>
      <PageHeader
        title={t('admin.menu.courses')}
        lead={t('adminCourses.lead')}
        actions={
          <Link to={`${COURSES_ADMIN_PATH}/new`} className={btnPrimary} data-testid="new-course">
            + {t('adminCourses.new')}
          </Link>
        }
      />
      <search className="mt-5 flex flex-wrap items-end gap-3">
        <label className="flex min-w-64 flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminCourses.search')}
          <input type="search" className={input} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminCourses.col.category')}
          <select
            className={input}
            value={filters.values.category ?? ''}
            onChange={(e) => filters.set({ category: e.target.value || undefined })}
          >
            <option value="">{t('adminCourses.all')}</option>
            {categories.map((k) => (
              <option key={k.code} value={k.code}>
                {k.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminCourses.col.status')}
          <select
            className={input}
            value={published ?? ''}
            onChange={(e) => filters.set({ published: e.target.value || undefined })}
          >
            <option value="">{t('adminCourses.all')}</option>
            <option value="true">{t('adminCourses.published')}</option>
            <option value="false">{t('adminCourses.hidden')}</option>
          </select>
        </label>
      </search>
      <div className="mt-4">
        <DataTable
          id="admin-courses"
          label={t('admin.menu.courses')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(c) => c.id}
          onSortChange={() => {}}
          empty={<p>{t('adminCourses.empty')}</p>}
        />
      </div>
      {del.dialog}
    </section>
  );
}

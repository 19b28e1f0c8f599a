import type { AuditEntry } from '@sen/core/catalogue/types';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { btn, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { Modal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminSettingsApi } from './api';

const PAGE_SIZE = 20;
const FILTERS = ['user', 'entity', 'from', 'to'] as const;
/** The entities staff writes record today (a free value still filters). */
const ENTITIES = [
  'settings',
  'user',
  'shipping-method',
  'payment-method',
  'product',
  'category',
  'brand',
  // Content (issue 15).
  'blog_post',
  'blog_category',
  'banner',
  'testimonial',
  'page',
  'newsletter_subscriber',
] as const;

const when = (iso: string) => new Date(iso).toLocaleString('vi-VN');

/** The top-level fields whose values differ between before and after. */
function changedKeys(before: unknown, after: unknown): string[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
}

/** /admin/settings/audit-log: who changed what and when, filtered by user (e-mail), entity and dates. */
export function AuditLogPage() {
  const t = useT();
  const filters = useUrlFilters(FILTERS);
  const [user, setUser] = useState(filters.values.user ?? '');
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const query = {
    page: filters.page,
    limit: PAGE_SIZE,
    user: filters.values.user,
    entity: filters.values.entity,
    from: filters.values.from,
    to: filters.values.to,
  };
  const list = useServerList(JSON.stringify(query), (signal) => adminSettingsApi.auditLog(query, signal));

  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.values.user ?? '') !== user.trim()) filters.set({ user: user.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [user]);

  const columns = useMemo<AdminColumn<AuditEntry>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('adminSettings.audit.when'),
        enableSorting: false,
        cell: ({ row }) => when(row.original.createdAt),
      },
      {
        id: 'actor',
        header: t('adminSettings.audit.who'),
        enableSorting: false,
        cell: ({ row }) => row.original.actor.email || '—',
      },
      {
        id: 'action',
        header: t('adminSettings.audit.action'),
        enableSorting: false,
        cell: ({ row: { original: e } }) => (
          <span>
            <span className="font-medium text-fg">{e.action}</span> <span className="text-fg-muted">{e.entity}</span>
            <span className="block max-w-[14rem] truncate font-mono text-xs text-fg-muted">{e.entityId}</span>
          </span>
        ),
      },
      {
        id: 'changes',
        header: t('adminSettings.audit.changes'),
        enableSorting: false,
        cell: ({ row: { original: e } }) => {
          const keys = changedKeys(e.before, e.after);
          return (
            <button type="button" className={btn} onClick={() => setOpen(e)} data-testid="audit-details">
              {keys.length ? keys.slice(0, 3).join(', ') + (keys.length > 3 ? ' …' : '') : t('adminSettings.audit.details')}
            </button>
          );
        },
      },
    ],
    [t],
  );

  return (
    <section>
      <PageHeader title={t('admin.menu.auditLog')} lead={t('adminSettings.audit.lead')} />
      <search className="mt-5 grid gap-3 sm:grid-cols-4">
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminSettings.audit.user')}
          <input
            type="search"
            className={input}
            value={user}
            onChange={(e) => setUser(e.target.value)}
            placeholder="ten@sen.vn"
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminSettings.audit.entity')}
          <select className={input} value={filters.values.entity ?? ''} onChange={(e) => filters.set({ entity: e.target.value })}>
            <option value="">{t('adminSettings.all')}</option>
            {ENTITIES.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminSettings.audit.from')}
          <input
            type="date"
            className={input}
            value={filters.values.from ?? ''}
            onChange={(e) => filters.set({ from: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminSettings.audit.to')}
          <input
            type="date"
            className={input}
            value={filters.values.to ?? ''}
            onChange={(e) => filters.set({ to: e.target.value })}
          />
        </label>
      </search>
      <div className="mt-4">
        <DataTable
          id="audit-log"
          label={t('admin.menu.auditLog')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(e) => e._id}
          onSortChange={() => {}}
          empty={<p>{filters.active ? t('adminCatalog.emptyFiltered') : t('adminSettings.audit.empty')}</p>}
        />
      </div>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t('adminSettings.audit.details')}
        wide
        testId="audit-dialog"
      >
        {open && (
          <div className="grid gap-4 md:grid-cols-2">
            {(['before', 'after'] as const).map((side) => (
              <div key={side}>
                <h3 className="mb-1 text-sm font-semibold text-fg">{t(`adminSettings.audit.${side}`)}</h3>
                <pre className="max-h-[60vh] overflow-auto rounded-lg bg-muted p-3 text-xs text-fg" data-testid={`audit-${side}`}>
                  {open[side] === null ? '—' : JSON.stringify(open[side], null, 2)}
                </pre>
              </div>
            ))}
          </div>
        )}
      </Modal>
    </section>
  );
}

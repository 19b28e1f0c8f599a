import { RETURN_STATUSES, type ReturnStatus, type ReturnView } from '@sen/core/returns/rules';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { ClearFilters } from '../kit/ClearFilters';
import { btn, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { PageHeader } from '../kit/PageHeader';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { dateTime } from '../orders/order-ui';
import { adminReturnsApi } from './api';
import { ReturnStatusBadge, reasonLabel, returnStatusLabel } from './return-ui';

const FILTER_KEYS = ['status', 'order'] as const;
const PAGE_SIZE = 20;

/** Return requests: status tabs with counts, search and order filter in the URL (issue 13). */
export function ReturnsPage() {
  const t = useT();
  const { lang } = useLanguage();
  const filters = useUrlFilters(FILTER_KEYS);
  const { values } = filters;
  const [search, setSearch] = useState(values.search ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((values.search ?? '') !== search.trim()) filters.set({ search: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const status = RETURN_STATUSES.includes(values.status as ReturnStatus) ? (values.status as ReturnStatus) : undefined;
  const query = {
    page: filters.page,
    limit: PAGE_SIZE,
    status: status ?? 'all',
    q: values.search ?? '',
    order: values.order ?? '',
  } as const;
  const list = useServerList(JSON.stringify(query), (signal) => adminReturnsApi.list(query, signal));
  const counts = (list.result as { counts?: Partial<Record<string, number>> } | null)?.counts ?? {};

  const columns = useMemo<AdminColumn<ReturnView>[]>(
    () => [
      {
        id: 'code',
        header: t('adminReturns.col.code'),
        enableHiding: false,
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <Link
            to={`/admin/orders/returns/${r.id}`}
            className="whitespace-nowrap font-mono text-xs font-semibold text-brand-700 hover:underline dark:text-brand-300"
            data-testid="return-link"
          >
            {r.code}
          </Link>
        ),
      },
      {
        id: 'order',
        header: t('adminReturns.col.order'),
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <Link to={`/admin/orders/${r.orderCode}`} className="whitespace-nowrap font-mono text-xs hover:underline">
            {r.orderCode}
          </Link>
        ),
      },
      {
        id: 'date',
        header: t('adminReturns.col.date'),
        enableSorting: false,
        cell: ({ row }) => <time className="whitespace-nowrap text-xs">{dateTime(row.original.createdAt, lang)}</time>,
      },
      {
        id: 'customer',
        header: t('adminReturns.col.customer'),
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <span className="block min-w-[9rem]">
            <span className="block font-medium">{r.customer.fullName}</span>
            <span className="block text-xs text-fg-muted">{r.customer.phone}</span>
          </span>
        ),
      },
      {
        id: 'items',
        header: t('adminReturns.col.items'),
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <span className="line-clamp-2 min-w-[10rem] text-xs">{r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}</span>
        ),
      },
      {
        id: 'reason',
        header: t('adminReturns.col.reason'),
        enableSorting: false,
        cell: ({ row }) => <span className="text-xs">{t(reasonLabel(row.original.reason))}</span>,
      },
      {
        id: 'status',
        header: t('adminReturns.col.status'),
        enableSorting: false,
        cell: ({ row }) => <ReturnStatusBadge status={row.original.status} />,
      },
    ],
    [t, lang],
  );

  const tabs: (ReturnStatus | undefined)[] = [undefined, ...RETURN_STATUSES];
  return (
    <section>
      <PageHeader title={t('admin.menu.returns')} lead={t('adminReturns.lead')} />
      <div className="mt-5 -mx-1 overflow-x-auto pb-1">
        <div role="tablist" aria-label={t('adminReturns.tabs')} className="flex min-w-max gap-1 px-1">
          {tabs.map((s) => {
            const active = s === status;
            return (
              <button
                key={s ?? 'all'}
                type="button"
                role="tab"
                aria-selected={active}
                data-testid={`return-tab-${s ?? 'all'}`}
                onClick={() => filters.set({ status: s })}
                className={clsx(
                  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium',
                  active ? 'bg-brand-600 text-white' : 'border border-line bg-surface text-fg hover:bg-muted',
                )}
              >
                {s ? t(returnStatusLabel(s)) : t('adminReturns.tab.all')}
                <span
                  className={clsx('rounded-full px-1.5 text-xs tabular-nums', active ? 'bg-white/20' : 'bg-muted text-fg-muted')}
                >
                  {(counts[s ?? 'all'] ?? 0).toLocaleString(lang === 'vi' ? 'vi-VN' : lang)}
                </span>
              </button>
            );
          })}
        </div>
      </div>
      <search
        className="mt-3 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-3"
        aria-label={t('adminReturns.search')}
      >
        <label className="flex min-w-[14rem] flex-[2] flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminReturns.search')}
          <input
            type="search"
            className={input}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('adminReturns.searchPlaceholder')}
            data-testid="return-search"
          />
        </label>
        <ClearFilters filters={filters} onClear={() => setSearch('')} className={btn}>
          {t('adminOrders.filter.clear')}
        </ClearFilters>
      </search>
      <div className="mt-4">
        <DataTable
          id="returns"
          label={t('admin.menu.returns')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(r) => r.id}
          onSortChange={() => undefined}
          empty={<p>{t('adminReturns.empty')}</p>}
        />
      </div>
    </section>
  );
}

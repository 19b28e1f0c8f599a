import { USER_STATUSES } from '@sen/core/auth/types';
import { CUSTOMER_SORTS, type CustomerSort } from '@sen/core/customers/schemas';
import type { CustomerRow } from '@sen/core/customers/types';
import { formatVnd } from '@sen/core/money';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { ClearFilters } from '../kit/ClearFilters';
import { badge, btnGhost, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { PageHeader } from '../kit/PageHeader';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminCustomersApi } from './api';
import { shortDate, UserStatusBadge } from './customer-ui';

const PAGE_SIZE = 20;
const FILTERS = ['status', 'verified'] as const;

/** /admin/customers ("all customers"): accounts with the customer role, server-side search, filters, sort and paging in the URL. */
export function CustomersPage() {
  const t = useT();
  const { lang } = useLanguage();
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const [search, setSearch] = useState(values.search ?? '');

  useEffect(() => {
    const timer = setTimeout(() => {
      if ((values.search ?? '') !== search.trim()) filters.set({ search: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const sort = (CUSTOMER_SORTS as readonly string[]).includes(values.sort ?? '') ? (values.sort as CustomerSort) : 'createdAt';
  const order = values.order === 'asc' ? 'asc' : 'desc';
  const query = {
    page: filters.page,
    limit: PAGE_SIZE,
    search: values.search,
    status: USER_STATUSES.find((s) => s === values.status),
    verified: values.verified === 'yes' || values.verified === 'no' ? values.verified : undefined,
    sort,
    order,
  } as const;
  const list = useServerList(JSON.stringify(query), (signal) => adminCustomersApi.list(query, signal));

  const columns = useMemo<AdminColumn<CustomerRow>[]>(
    () => [
      {
        id: 'name',
        header: t('adminCustomers.col.customer'),
        enableHiding: false,
        cell: ({ row: { original: c } }) => (
          <Link to={`/admin/customers/${c._id}`} className="block min-w-0 hover:underline" data-testid="customer-link">
            <span className="block font-medium text-fg">{c.name || c.username}</span>
            <span className="block text-xs text-fg-muted">{c.email}</span>
          </Link>
        ),
      },
      {
        id: 'phone',
        header: t('adminCustomers.col.phone'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap text-xs">{row.original.phoneNumber || '—'}</span>,
      },
      {
        id: 'orders',
        header: t('adminCustomers.col.orders'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.orderCount}</span>,
      },
      {
        id: 'spent',
        header: t('adminCustomers.col.spent'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatVnd(row.original.totalSpent)}</span>,
      },
      {
        id: 'status',
        header: t('adminCustomers.col.status'),
        enableSorting: false,
        cell: ({ row: { original: c } }) => (
          <span className="flex flex-wrap gap-1">
            <UserStatusBadge status={c.status} />
            {!c.isVerified && (
              <span className={clsx(badge, 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300')}>
                {t('adminCustomers.unverified')}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'createdAt',
        header: t('adminCustomers.col.createdAt'),
        cell: ({ row }) => shortDate(row.original.createdAt, lang),
      },
      {
        id: 'lastLogin',
        header: t('adminCustomers.col.lastLogin'),
        cell: ({ row }) => shortDate(row.original.lastLogin, lang),
      },
    ],
    [t, lang],
  );

  return (
    <section>
      <PageHeader title={t('admin.menu.allCustomers')} lead={t('adminCustomers.lead')} />
      <search className="mt-5 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-3">
        <label className="flex min-w-[14rem] flex-[2] flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminCatalog.search')}
          <input
            type="search"
            className={input}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('adminCustomers.searchPlaceholder')}
            data-testid="customer-search"
          />
        </label>
        <label className="flex min-w-[9rem] flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminCustomers.col.status')}
          <select
            className={input}
            value={values.status ?? ''}
            onChange={(e) => filters.set({ status: e.target.value || undefined })}
            data-testid="filter-status"
          >
            <option value="">{t('adminSettings.all')}</option>
            {USER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`adminSettings.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-[9rem] flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminCustomers.filter.verified')}
          <select
            className={input}
            value={values.verified ?? ''}
            onChange={(e) => filters.set({ verified: e.target.value || undefined })}
          >
            <option value="">{t('adminSettings.all')}</option>
            <option value="yes">{t('adminCustomers.verified')}</option>
            <option value="no">{t('adminCustomers.unverified')}</option>
          </select>
        </label>
        <ClearFilters filters={filters} onClear={() => setSearch('')} className={btnGhost}>
          {t('adminOrders.filter.clear')}
        </ClearFilters>
      </search>
      <div className="mt-4">
        <DataTable
          id="customers"
          label={t('admin.menu.allCustomers')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(c) => c._id}
          sort={sort}
          order={order}
          onSortChange={(s, o) => filters.set({ sort: s, order: o })}
          empty={<p>{filters.active ? t('adminCustomers.emptyFiltered') : t('adminCustomers.empty')}</p>}
        />
      </div>
    </section>
  );
}

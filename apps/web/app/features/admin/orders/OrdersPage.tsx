import type { MessageKey } from '@sen/core';
import { can } from '@sen/core/auth/permissions';
import {
  ADMIN_ORDER_SORTS,
  type AdminOrderListQuery,
  type AdminOrderRow,
  type AdminOrderSort,
  type OrderBulkAction,
} from '@sen/core/checkout/order-admin';
import { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES } from '@sen/core/checkout/order-status';
import type { PaymentMethod, ShippingMethod } from '@sen/core/checkout/types';
import { formatVnd } from '@sen/core/money';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { InvoiceExportButton } from '../customers/OrderInvoice';
import { ClearFilters } from '../kit/ClearFilters';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { btn, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { PageHeader } from '../kit/PageHeader';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminOrdersApi } from './api';
import { dateTime, OrderStatusBadge, PaymentBadge, paymentLabel, statusLabel } from './order-ui';

const FILTER_KEYS = [
  'status',
  'paymentStatus',
  'paymentMethod',
  'shippingMethod',
  'province',
  'from',
  'to',
  'minTotal',
  'maxTotal',
] as const;
const PAGE_SIZE = 20;

function useChoices() {
  const [payments, setPayments] = useState<PaymentMethod[]>([]);
  const [shipping, setShipping] = useState<ShippingMethod[]>([]);
  const [provinces, setProvinces] = useState<{ code: string; name: string }[]>([]);
  useEffect(() => {
    const c = new AbortController();
    adminOrdersApi.paymentMethods(c.signal).then(setPayments, () => undefined);
    adminOrdersApi.shippingMethods(c.signal).then(setShipping, () => undefined);
    adminOrdersApi.provinces(c.signal).then(setProvinces, () => undefined);
    return () => c.abort();
  }, []);
  return { payments, shipping, provinces };
}

const amount = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** All orders: status tabs with counts, search and filters in the URL, bulk confirm / ship / print (issue 13). */
export function OrdersPage() {
  const t = useT();
  const { lang } = useLanguage();
  const { user } = useAuth();
  const canWrite = can(user?.role, 'orders.write');
  const filters = useUrlFilters(FILTER_KEYS);
  const { values } = filters;
  const [search, setSearch] = useState(values.search ?? '');
  const { payments, shipping, provinces } = useChoices();
  const [bulk, setBulk] = useState<{ action: OrderBulkAction; ids: string[]; clear: () => void } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      if ((values.search ?? '') !== search.trim()) filters.set({ search: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const status = ORDER_STATUSES.includes(values.status as OrderStatus) ? (values.status as OrderStatus) : undefined;
  const sort = (ADMIN_ORDER_SORTS as readonly string[]).includes(values.sort ?? '')
    ? (values.sort as AdminOrderSort)
    : 'createdAt';
  const order = values.order === 'asc' ? 'asc' : 'desc';
  const query: AdminOrderListQuery = {
    page: filters.page,
    limit: PAGE_SIZE,
    status,
    q: values.search,
    paymentStatus: PAYMENT_STATUSES.find((s) => s === values.paymentStatus),
    paymentMethod: values.paymentMethod,
    shippingMethod: values.shippingMethod,
    province: values.province,
    from: values.from,
    to: values.to,
    minTotal: amount(values.minTotal),
    maxTotal: amount(values.maxTotal),
    sort,
    order,
  };
  const list = useServerList(JSON.stringify(query), (signal) => adminOrdersApi.list(query, signal));
  const counts = (list.result as { counts?: Partial<Record<string, number>> } | null)?.counts ?? {};

  const columns = useMemo<AdminColumn<AdminOrderRow>[]>(
    () => [
      {
        id: 'code',
        header: t('adminOrders.col.code'),
        enableHiding: false,
        cell: ({ row: { original: o } }) => (
          <Link
            to={`/admin/orders/${o.code}`}
            className="whitespace-nowrap font-mono text-xs font-semibold text-brand-700 hover:underline dark:text-brand-300"
            data-testid="order-link"
          >
            {o.code}
          </Link>
        ),
      },
      {
        id: 'createdAt',
        header: t('adminOrders.col.date'),
        cell: ({ row }) => (
          <time dateTime={row.original.date} className="whitespace-nowrap text-xs">
            {dateTime(row.original.date, lang)}
          </time>
        ),
      },
      {
        id: 'customer',
        header: t('adminOrders.col.customer'),
        cell: ({ row: { original: o } }) => (
          <span className="block min-w-[10rem]">
            <span className="block font-medium">{o.customerName}</span>
            <span className="block text-xs text-fg-muted">{o.phone}</span>
          </span>
        ),
      },
      {
        id: 'items',
        header: t('adminOrders.col.items'),
        enableSorting: false,
        cell: ({ row: { original: o } }) => (
          <span className="line-clamp-2 min-w-[10rem] text-xs">
            {o.firstItem?.name ?? '—'}
            {o.itemCount > 1 && <span className="text-fg-muted"> · {t('adminOrders.itemCount', { count: o.itemCount })}</span>}
          </span>
        ),
      },
      {
        id: 'total',
        header: t('adminOrders.col.total'),
        cell: ({ row }) => <span className="whitespace-nowrap font-semibold tabular-nums">{formatVnd(row.original.total)}</span>,
      },
      {
        id: 'payment',
        header: t('adminOrders.col.payment'),
        enableSorting: false,
        cell: ({ row: { original: o } }) => (
          <span className="flex flex-col items-start gap-1">
            <span className="text-xs">{o.paymentMethodName || o.paymentMethod}</span>
            <PaymentBadge status={o.paymentStatus} />
          </span>
        ),
      },
      {
        id: 'status',
        header: t('adminOrders.col.status'),
        enableSorting: false,
        cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
      },
      {
        id: 'shipping',
        header: t('adminOrders.col.shipping'),
        enableSorting: false,
        cell: ({ row: { original: o } }) => (
          <span className="block text-xs">
            {o.shippingMethodName || '—'}
            {o.trackingNumber && <span className="block font-mono text-fg-muted">{o.trackingNumber}</span>}
          </span>
        ),
      },
      {
        id: 'province',
        header: t('adminOrders.col.province'),
        enableSorting: false,
        cell: ({ row }) => <span className="text-xs">{row.original.provinceName || '—'}</span>,
      },
    ],
    [t, lang],
  );

  const runBulk = async (action: OrderBulkAction, codes: string[], clear: () => void) => {
    setBusy(true);
    try {
      const result = await adminOrdersApi.bulk(action, codes);
      if (result.done.length) toast.success(t('adminOrders.bulk.done', { count: result.done.length }));
      for (const f of result.failed) toast.error(`${f.code}: ${f.message}`);
      clear();
      setBulk(null);
      list.reload();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('adminKit.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const select = (name: (typeof FILTER_KEYS)[number], labelKey: MessageKey, options: { value: string; label: string }[]) => (
    <label className="flex min-w-[9rem] flex-1 flex-col gap-1 text-xs font-medium text-fg-muted sm:flex-none">
      {t(labelKey)}
      <select
        className={input}
        value={values[name] ?? ''}
        onChange={(e) => filters.set({ [name]: e.target.value || undefined })}
        data-testid={`filter-${name}`}
      >
        <option value="">{t('adminOrders.filter.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  const field = (name: (typeof FILTER_KEYS)[number], labelKey: MessageKey, type: 'date' | 'number') => (
    <label className="flex w-[9.5rem] flex-col gap-1 text-xs font-medium text-fg-muted">
      {t(labelKey)}
      <input
        type={type}
        min={type === 'number' ? 0 : undefined}
        inputMode={type === 'number' ? 'numeric' : undefined}
        className={input}
        defaultValue={values[name] ?? ''}
        key={values[name] ?? ''}
        onBlur={(e) => {
          if ((values[name] ?? '') !== e.target.value) filters.set({ [name]: e.target.value || undefined });
        }}
        onChange={(e) => {
          if (type === 'date') filters.set({ [name]: e.target.value || undefined });
        }}
        data-testid={`filter-${name}`}
      />
    </label>
  );

  const tabs: (OrderStatus | undefined)[] = [undefined, ...ORDER_STATUSES];
  const printHref = (codes: string[], doc: 'invoice' | 'slip') => `/admin/orders/print?codes=${codes.join(',')}&doc=${doc}`;

  return (
    <section>
      <PageHeader
        title={t('admin.menu.allOrders')}
        lead={t('adminOrders.lead')}
        actions={<InvoiceExportButton from={values.from} to={values.to} />}
      />

      <div className="mt-5 -mx-1 overflow-x-auto pb-1">
        <div role="tablist" aria-label={t('adminOrders.tabs')} className="flex min-w-max gap-1 px-1">
          {tabs.map((s) => {
            const active = s === status;
            const n = counts[s ?? 'all'] ?? 0;
            return (
              <button
                key={s ?? 'all'}
                type="button"
                role="tab"
                aria-selected={active}
                data-testid={`tab-${s ?? 'all'}`}
                onClick={() => filters.set({ status: s })}
                className={clsx(
                  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium',
                  active ? 'bg-brand-600 text-white' : 'border border-line bg-surface text-fg hover:bg-muted',
                )}
              >
                {s ? t(statusLabel(s)) : t('adminOrders.tab.all')}
                <span
                  className={clsx('rounded-full px-1.5 text-xs tabular-nums', active ? 'bg-white/20' : 'bg-muted text-fg-muted')}
                >
                  {n.toLocaleString(lang === 'vi' ? 'vi-VN' : lang)}
                </span>
              </button>
            );
          })}
        </div>
      </div>

      <search
        className="mt-3 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-3"
        aria-label={t('adminOrders.filters')}
      >
        <label className="flex min-w-[14rem] flex-[2] flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminOrders.search')}
          <input
            type="search"
            className={input}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('adminOrders.searchPlaceholder')}
            data-testid="order-search"
          />
        </label>
        {field('from', 'adminOrders.filter.from', 'date')}
        {field('to', 'adminOrders.filter.to', 'date')}
        {select(
          'paymentMethod',
          'adminOrders.filter.paymentMethod',
          payments.map((p) => ({ value: p.code, label: p.name })),
        )}
        {select(
          'paymentStatus',
          'adminOrders.filter.paymentStatus',
          PAYMENT_STATUSES.map((s) => ({ value: s, label: t(paymentLabel(s)) })),
        )}
        {select(
          'shippingMethod',
          'adminOrders.filter.shippingMethod',
          shipping.map((s) => ({ value: s.code, label: s.name })),
        )}
        {select(
          'province',
          'adminOrders.filter.province',
          provinces.map((p) => ({ value: p.code, label: p.name })),
        )}
        {field('minTotal', 'adminOrders.filter.minTotal', 'number')}
        {field('maxTotal', 'adminOrders.filter.maxTotal', 'number')}
        <ClearFilters filters={filters} onClear={() => setSearch('')} className={btn}>
          {t('adminOrders.filter.clear')}
        </ClearFilters>
      </search>

      <div className="mt-4">
        <DataTable
          id="orders"
          label={t('admin.menu.allOrders')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(o) => o.code}
          sort={sort}
          order={order}
          onSortChange={(s, o) => filters.set({ sort: s, order: o })}
          initiallyHidden={['province']}
          empty={<p>{filters.active ? t('adminOrders.emptyFiltered') : t('adminOrders.empty')}</p>}
          bulkActions={(ids, clear) => (
            <span className="flex flex-wrap gap-1.5" data-testid="bulk-actions">
              {canWrite && (
                <>
                  <button
                    type="button"
                    className={btn}
                    disabled={busy}
                    onClick={() => setBulk({ action: 'confirm', ids, clear })}
                  >
                    {t('adminOrders.bulk.confirm')}
                  </button>
                  <button type="button" className={btn} disabled={busy} onClick={() => setBulk({ action: 'ship', ids, clear })}>
                    {t('adminOrders.bulk.ship')}
                  </button>
                </>
              )}
              <a className={btn} href={printHref(ids, 'invoice')} target="_blank" rel="noopener">
                {t('adminOrders.print.invoices')}
              </a>
              <a className={btn} href={printHref(ids, 'slip')} target="_blank" rel="noopener">
                {t('adminOrders.print.slips')}
              </a>
            </span>
          )}
        />
      </div>

      <ConfirmDialog
        open={bulk !== null}
        title={bulk ? t(`adminOrders.bulk.${bulk.action}`) : ''}
        message={bulk ? t(`adminOrders.bulk.${bulk.action}Confirm`, { count: bulk.ids.length }) : ''}
        confirmLabel={bulk ? t(`adminOrders.bulk.${bulk.action}`) : ''}
        busy={busy}
        onConfirm={() => bulk && void runBulk(bulk.action, bulk.ids, bulk.clear)}
        onCancel={() => setBulk(null)}
      />
    </section>
  );
}

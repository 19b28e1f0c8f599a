import type { MessageKey } from '@sen/core';
import { STOCK_MOVEMENT_REASONS, type StockMovement, type StockMovementsQuery } from '@sen/core/reports/index';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { useUrlFilters } from '../kit/use-url-filters';
import { reportsApi } from './api';
import { RangeFields, Stat } from './RangeFields';
import { useReport } from './use-report';

const FILTERS = ['from', 'to', 'reason'] as const;
const PAGE_SIZE = 50;

function actorOf(m: StockMovement, t: ReturnType<typeof useT>): string {
  if (m.actorEmail) return m.actorEmail;
  if (m.actor === 'customer') return t('adminReports.actor.customer');
  return t('adminReports.actor.system');
}

/**
 * Stock movements (decision 0331): every change of a stock row with why, who and before/after.
 * The inventory report's movements view (range and reason in the URL, CSV), or one product's
 * history with `productId`.
 */
export function StockMovements({ search, productId }: { search?: string; productId?: string }) {
  const t = useT();
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const reason = (STOCK_MOVEMENT_REASONS as readonly string[]).includes(values.reason ?? '')
    ? (values.reason as StockMovementsQuery['reason'])
    : undefined;
  const query: StockMovementsQuery = {
    from: values.from,
    to: values.to,
    reason,
    q: search,
    page: filters.page,
    limit: PAGE_SIZE,
  };
  const report = useReport(JSON.stringify({ ...query, productId }), (signal) =>
    productId ? reportsApi.productMovements(productId, query, signal) : reportsApi.movements(query, signal),
  );
  const data = report.data;
  const columns = useMemo<AdminColumn<StockMovement>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('adminReports.col.when'),
        enableSorting: false,
        cell: ({ row }) => new Date(row.original.createdAt).toLocaleString('vi-VN'),
      },
      ...(productId
        ? []
        : [
            {
              id: 'product',
              header: t('adminReports.col.variant'),
              enableSorting: false,
              cell: ({ row: { original: m } }) => (
                <Link to={`/admin/products/${m.productId}`} className="text-brand-700 hover:underline dark:text-brand-300">
                  {m.productName}
                  <span className="block font-mono text-xs text-fg-muted">{m.sku}</span>
                </Link>
              ),
            } satisfies AdminColumn<StockMovement>,
          ]),
      {
        id: 'location',
        header: t('adminReports.col.location'),
        enableSorting: false,
        cell: ({ row }) => row.original.store?.name ?? t('adminReports.movements.delivery'),
      },
      {
        id: 'reason',
        header: t('adminReports.col.reason'),
        enableSorting: false,
        cell: ({ row }) => t(`adminReports.reason.${row.original.reason}` as MessageKey),
      },
      {
        id: 'reference',
        header: t('adminReports.col.reference'),
        enableSorting: false,
        cell: ({ row: { original: m } }) =>
          m.reason === 'order' || m.reason === 'cancel' ? (
            <Link to={`/admin/orders/${m.reference}`} className="font-mono text-brand-700 hover:underline dark:text-brand-300">
              {m.reference}
            </Link>
          ) : (
            <span className="font-mono text-xs">{m.reference || '—'}</span>
          ),
      },
      { id: 'actor', header: t('adminReports.col.actor'), enableSorting: false, cell: ({ row }) => actorOf(row.original, t) },
      {
        id: 'delta',
        header: t('adminReports.col.change'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className={row.original.delta < 0 ? 'text-red-700 dark:text-red-300' : 'text-green-700 dark:text-green-300'}>
            {row.original.delta > 0 ? `+${row.original.delta}` : row.original.delta}
          </span>
        ),
      },
      {
        id: 'beforeAfter',
        header: t('adminReports.col.beforeAfter'),
        enableSorting: false,
        cell: ({ row }) => `${row.original.before} → ${row.original.after}`,
      },
    ],
    [t, productId],
  );
  const download = () =>
    reportsApi
      .csv('stock-movements', { from: values.from, to: values.to, reason, q: search, productId })
      .catch((e: unknown) => toast.error(e instanceof Error ? e.message : String(e)));
  return (
    <div data-testid="stock-movements">
      <search className="mt-4 flex flex-wrap items-end gap-3">
        <RangeFields from={values.from} to={values.to} onChange={(c) => filters.set(c)}>
          <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
            {t('adminReports.col.reason')}
            <select className={input} value={reason ?? ''} onChange={(e) => filters.set({ reason: e.target.value || undefined })}>
              <option value="">{t('adminReports.movements.all')}</option>
              {STOCK_MOVEMENT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`adminReports.reason.${r}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
        </RangeFields>
        {!productId && (
          <button type="button" className={btn} onClick={download} data-testid="movements-csv">
            {t('adminReports.csv')}
          </button>
        )}
      </search>
      {data && data.byReason.length > 0 && (
        <div className="mt-4 grid gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {data.byReason.map((x) => (
            <Stat
              key={x.reason}
              label={t(`adminReports.reason.${x.reason}` as MessageKey)}
              value={x.movements}
              hint={`${t('adminReports.movements.in', { n: x.unitsIn })} · ${t('adminReports.movements.out', { n: x.unitsOut })}`}
            />
          ))}
        </div>
      )}
      <div className="mt-4">
        <DataTable
          id={productId ? 'product-stock-history' : 'stock-movements'}
          label={t(productId ? 'adminReports.movements.history' : 'adminReports.view.movements')}
          columns={columns}
          rows={data?.items ?? []}
          total={data?.pagination.totalCount ?? 0}
          page={filters.page}
          limit={PAGE_SIZE}
          loading={report.loading}
          error={report.error}
          onRetry={report.reload}
          onSortChange={() => {}}
          onPageChange={(page) => filters.set({ page: String(page) })}
          getRowId={(r) => r.id}
          empty={<p>{t('adminReports.movements.empty')}</p>}
        />
      </div>
    </div>
  );
}

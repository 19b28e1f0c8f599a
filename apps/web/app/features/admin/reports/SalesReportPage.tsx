import type { MessageKey } from '@sen/core';
import { formatVnd } from '@sen/core/money';
import { SALES_GROUPS, type SalesGroup, type SalesRow } from '@sen/core/reports/index';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { PageHeader } from '../kit/PageHeader';
import { useUrlFilters } from '../kit/use-url-filters';
import { reportsApi } from './api';
import { CHART_COLORS, LazyChart } from './LazyChart';
import { RangeFields, Stat } from './RangeFields';
import { reportTableProps, useReport } from './use-report';

const FILTERS = ['from', 'to', 'groupBy'] as const;
const TIME: SalesGroup[] = ['day', 'week', 'month'];
const MONEY = ['gross', 'discounts', 'shipping', 'tax', 'refunds', 'net'] as const;

/** /admin/reports/sales: the range and grouping in the URL, a chart, the table, the CSV. */
export function SalesReportPage() {
  const t = useT();
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const groupBy = (SALES_GROUPS as readonly string[]).includes(values.groupBy ?? '') ? (values.groupBy as SalesGroup) : 'day';
  const query = { from: values.from, to: values.to, groupBy };
  const key = JSON.stringify(query);
  const report = useReport(key, (signal) => reportsApi.sales(query, signal));
  const data = report.data;
  const [downloading, setDownloading] = useState(false);

  const labelOf = (row: SalesRow) =>
    row.key === 'courses' && (groupBy === 'category' || groupBy === 'brand')
      ? t('adminReports.courses')
      : row.label || (TIME.includes(groupBy) ? row.key : t('adminReports.none'));

  const columns = useMemo<AdminColumn<SalesRow>[]>(
    () => [
      {
        id: 'label',
        header: t(`adminReports.group.${groupBy}` as MessageKey),
        enableSorting: false,
        cell: ({ row }) => labelOf(row.original),
      },
      { id: 'orders', header: t('adminReports.col.orders'), enableSorting: false, cell: ({ row }) => row.original.orders },
      { id: 'quantity', header: t('adminReports.col.quantity'), enableSorting: false, cell: ({ row }) => row.original.quantity },
      ...MONEY.map(
        (m): AdminColumn<SalesRow> => ({
          id: m,
          header: t(`adminReports.col.${m}` as MessageKey),
          enableSorting: false,
          cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatVnd(row.original[m])}</span>,
        }),
      ),
    ],
    [t, groupBy],
  );

  const download = async (which: 'sales' | 'sales-orders') => {
    setDownloading(true);
    try {
      await reportsApi.csv(which, query);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('adminKit.saveFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const rows = data?.rows ?? [];
  const chartRows = (TIME.includes(groupBy) ? rows : rows.slice(0, 15)).map((r) => ({ ...r, label: labelOf(r) }));
  return (
    <section>
      <PageHeader
        title={t('admin.menu.salesReport')}
        lead={t('adminReports.sales.lead')}
        actions={
          <span className="flex flex-wrap gap-2">
            <button
              type="button"
              className={btn}
              onClick={() => download('sales-orders')}
              disabled={downloading}
              data-testid="report-csv-orders"
            >
              {t('adminReports.csvOrders')}
            </button>
            <button
              type="button"
              className={btn}
              onClick={() => download('sales')}
              disabled={downloading}
              data-testid="report-csv"
            >
              {t('adminReports.csv')}
            </button>
          </span>
        }
      />
      <RangeFields from={values.from} to={values.to} onChange={filters.set}>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminReports.groupBy')}
          <select
            className={input}
            value={groupBy}
            onChange={(e) => filters.set({ groupBy: e.target.value })}
            data-testid="report-group"
          >
            {SALES_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`adminReports.group.${g}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      </RangeFields>
      {data && (
        <p className="mt-3 text-xs text-fg-muted" data-testid="report-range">
          {t('adminReports.range', { from: data.from, to: data.to })}
        </p>
      )}
      {data && (
        <div className="mt-4 grid gap-3 sm:grid-cols-3 xl:grid-cols-6">
          <Stat label={t('adminReports.col.orders')} value={data.totals.orders} testId="total-orders" />
          <Stat label={t('adminReports.col.gross')} value={formatVnd(data.totals.gross)} />
          <Stat label={t('adminReports.col.discounts')} value={formatVnd(data.totals.discounts)} />
          <Stat label={t('adminReports.col.tax')} value={formatVnd(data.totals.tax)} />
          <Stat label={t('adminReports.col.refunds')} value={formatVnd(data.totals.refunds)} />
          <Stat label={t('adminReports.col.net')} value={formatVnd(data.totals.net)} testId="total-net" />
        </div>
      )}
      <div className="mt-4 rounded-xl border border-line bg-surface p-4 shadow-sm">
        <LazyChart
          kind={TIME.includes(groupBy) ? 'line' : 'bar'}
          data={chartRows as unknown as Record<string, string | number>[]}
          x="label"
          series={[
            { key: 'net', label: t('adminReports.col.net'), color: CHART_COLORS[0]! },
            { key: 'refunds', label: t('adminReports.col.refunds'), color: CHART_COLORS[3]! },
          ]}
          format={formatVnd}
        />
      </div>
      <div className="mt-4">
        <DataTable
          id={`sales-${groupBy}`}
          label={t('admin.menu.salesReport')}
          columns={columns}
          {...reportTableProps(rows, report)}
          getRowId={(r) => r.key || '-'}
          empty={<p>{t('adminReports.empty')}</p>}
        />
      </div>
    </section>
  );
}

import type { MessageKey } from '@sen/core';
import { formatVnd } from '@sen/core/money';
import { type CohortRow, CUSTOMER_VIEWS, type CustomerReportRow, type CustomerView } from '@sen/core/reports/index';
import { useMemo } from 'react';
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

const FILTERS = ['from', 'to', 'view'] as const;

/** /admin/reports/customers: new vs returning, top customers, provinces, cohorts by first-order month. */
export function CustomersReportPage() {
  const t = useT();
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const view = (CUSTOMER_VIEWS as readonly string[]).includes(values.view ?? '') ? (values.view as CustomerView) : 'top';
  const query = { from: values.from, to: values.to, view };
  const report = useReport(JSON.stringify(query), (signal) => reportsApi.customers(query, signal));
  const data = report.data;

  const columns = useMemo<AdminColumn<CustomerReportRow>[]>(
    () => [
      {
        id: 'label',
        header: t(view === 'province' ? 'adminReports.group.province' : 'adminReports.col.customer'),
        enableSorting: false,
        cell: ({ row: { original: c } }) => (
          <span className="block min-w-[10rem]">
            {c.label || t('adminReports.none')}
            {view === 'top' && <span className="block text-xs text-fg-muted">{c.key}</span>}
          </span>
        ),
      },
      ...(view === 'province'
        ? [
            {
              id: 'customers',
              header: t('adminReports.col.customers'),
              enableSorting: false,
              cell: ({ row }) => row.original.customers,
            } as AdminColumn<CustomerReportRow>,
          ]
        : []),
      { id: 'orders', header: t('adminReports.col.orders'), enableSorting: false, cell: ({ row }) => row.original.orders },
      {
        id: 'revenue',
        header: t('adminReports.col.revenue'),
        enableSorting: false,
        cell: ({ row }) => formatVnd(row.original.revenue),
      },
    ],
    [t, view],
  );
  const width = Math.max(0, ...(data?.cohorts ?? []).map((c) => c.months.length));
  const cohortColumns = useMemo<AdminColumn<CohortRow>[]>(
    () => [
      { id: 'cohort', header: t('adminReports.col.cohort'), enableSorting: false, cell: ({ row }) => row.original.cohort },
      {
        id: 'customers',
        header: t('adminReports.col.customers'),
        enableSorting: false,
        cell: ({ row }) => row.original.customers,
      },
      ...Array.from(
        { length: width },
        (_, i): AdminColumn<CohortRow> => ({
          id: `m${i + 1}`,
          header: `+${i + 1}`,
          enableSorting: false,
          cell: ({ row }) => {
            const v = row.original.months[i];
            return v === undefined
              ? ''
              : `${v} (${row.original.customers ? Math.round((v / row.original.customers) * 100) : 0} %)`;
          },
        }),
      ),
    ],
    [t, width],
  );
  const download = () =>
    reportsApi
      .csv('customers', { from: values.from, to: values.to, view })
      .catch((e: unknown) => toast.error(e instanceof Error ? e.message : String(e)));
  const chartData =
    view === 'cohorts'
      ? (data?.cohorts ?? []).map((c) => ({ label: c.cohort, customers: c.customers }))
      : (data?.rows ?? []).slice(0, 15).map((r) => ({ label: r.label || r.key, revenue: r.revenue }));
  return (
    <section>
      <PageHeader
        title={t('admin.menu.customersReport')}
        lead={t('adminReports.customers.lead')}
        actions={
          <button type="button" className={btn} onClick={download} data-testid="report-csv">
            {t('adminReports.csv')}
          </button>
        }
      />
      <RangeFields from={values.from} to={values.to} onChange={filters.set}>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminReports.view')}
          <select className={input} value={view} onChange={(e) => filters.set({ view: e.target.value })}>
            {CUSTOMER_VIEWS.map((v) => (
              <option key={v} value={v}>
                {t(`adminReports.customers.${v}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      </RangeFields>
      {data && (
        <div className="mt-4 grid gap-3 sm:grid-cols-3 xl:grid-cols-5">
          <Stat label={t('adminReports.col.customers')} value={data.summary.customers} />
          <Stat label={t('adminReports.customers.new')} value={data.summary.newCustomers} testId="new-customers" />
          <Stat label={t('adminReports.customers.returning')} value={data.summary.returningCustomers} />
          <Stat label={t('adminReports.col.orders')} value={data.summary.orders} />
          <Stat label={t('adminReports.col.revenue')} value={formatVnd(data.summary.revenue)} />
        </div>
      )}
      <div className="mt-4 rounded-xl border border-line bg-surface p-4 shadow-sm">
        <LazyChart
          kind="bar"
          data={chartData}
          x="label"
          series={
            view === 'cohorts'
              ? [{ key: 'customers', label: t('adminReports.col.customers'), color: CHART_COLORS[1]! }]
              : [{ key: 'revenue', label: t('adminReports.col.revenue'), color: CHART_COLORS[0]! }]
          }
          format={view === 'cohorts' ? undefined : formatVnd}
        />
      </div>
      <div className="mt-4">
        {view === 'cohorts' ? (
          <>
            <p className="mb-2 text-sm text-fg-muted">{t('adminReports.customers.cohortsWholeMonths')}</p>
            <DataTable
              id="customers-cohorts"
              label={t('admin.menu.customersReport')}
              columns={cohortColumns}
              {...reportTableProps(data?.cohorts ?? [], report)}
              getRowId={(r) => r.cohort}
              empty={<p>{t('adminReports.empty')}</p>}
            />
          </>
        ) : (
          <DataTable
            id={`customers-${view}`}
            label={t('admin.menu.customersReport')}
            columns={columns}
            {...reportTableProps(data?.rows ?? [], report)}
            getRowId={(r) => r.key || '-'}
            empty={<p>{t('adminReports.empty')}</p>}
          />
        )}
      </div>
    </section>
  );
}

import type { MessageKey } from '@sen/core';
import { formatVnd } from '@sen/core/money';
import { INVENTORY_VIEWS, type InventoryRow, type InventoryView } from '@sen/core/reports/index';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { PageHeader } from '../kit/PageHeader';
import { useUrlFilters } from '../kit/use-url-filters';
import { reportsApi } from './api';
import { CHART_COLORS, LazyChart } from './LazyChart';
import { Stat } from './RangeFields';
import { StockMovements } from './StockMovements';
import { useReport } from './use-report';

const FILTERS = ['view'] as const;
const PAGE_SIZE = 50;

/** /admin/reports/inventory: stock value at cost and at price, low and out of stock, days of cover. */
export function InventoryReportPage() {
  const t = useT();
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const movements = values.view === 'movements';
  const view = (INVENTORY_VIEWS as readonly string[]).includes(values.view ?? '') ? (values.view as InventoryView) : 'variants';
  const [search, setSearch] = useState(values.search ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((values.search ?? '') !== search.trim()) filters.set({ search: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const query = { view, q: values.search, page: filters.page, limit: PAGE_SIZE };
  const report = useReport(JSON.stringify(query), (signal) => reportsApi.inventory(query, signal));
  const data = report.data;

  const columns = useMemo<AdminColumn<InventoryRow>[]>(
    () => [
      {
        id: 'name',
        header: t('adminReports.col.variant'),
        enableSorting: false,
        cell: ({ row: { original: v } }) => (
          <Link
            to={`/admin/products/${v.productId}`}
            className="block min-w-[12rem] text-brand-700 hover:underline dark:text-brand-300"
          >
            {v.name}
            <span className="block font-mono text-xs text-fg-muted">{v.sku}</span>
          </Link>
        ),
      },
      { id: 'quantity', header: t('adminReports.col.stock'), enableSorting: false, cell: ({ row }) => row.original.quantity },
      {
        id: 'valueAtCost',
        header: t('adminReports.col.valueAtCost'),
        enableSorting: false,
        cell: ({ row }) => (row.original.cost === null ? '—' : formatVnd(row.original.valueAtCost)),
      },
      {
        id: 'valueAtPrice',
        header: t('adminReports.col.valueAtPrice'),
        enableSorting: false,
        cell: ({ row }) => formatVnd(row.original.valueAtPrice),
      },
      { id: 'sold30', header: t('adminReports.col.sold30'), enableSorting: false, cell: ({ row }) => row.original.sold30 },
      {
        id: 'daysOfCover',
        header: t('adminReports.col.daysOfCover'),
        enableSorting: false,
        cell: ({ row }) => (row.original.daysOfCover === null ? '—' : row.original.daysOfCover),
      },
    ],
    [t],
  );
  const download = () =>
    reportsApi
      .csv('inventory', { view, q: values.search })
      .catch((e: unknown) => toast.error(e instanceof Error ? e.message : String(e)));
  const rows = data?.items ?? [];
  return (
    <section>
      <PageHeader
        title={t('admin.menu.inventoryReport')}
        lead={t('adminReports.inventory.lead')}
        actions={
          movements ? undefined : (
            <button type="button" className={btn} onClick={download} data-testid="report-csv">
              {t('adminReports.csv')}
            </button>
          )
        }
      />
      {data && (
        <div className="mt-4 grid gap-3 sm:grid-cols-3 xl:grid-cols-5">
          <Stat
            label={t('adminReports.inventory.units')}
            value={data.totals.units.toLocaleString('vi-VN')}
            hint={t('adminReports.inventory.variants', { count: data.totals.variants })}
          />
          <Stat label={t('adminReports.col.valueAtCost')} value={formatVnd(data.totals.valueAtCost)} />
          <Stat label={t('adminReports.col.valueAtPrice')} value={formatVnd(data.totals.valueAtPrice)} />
          <Stat
            label={t('adminReports.view.lowStock')}
            value={data.totals.lowStock}
            hint={t('adminReports.inventory.threshold', { n: data.lowStockThreshold })}
          />
          <Stat label={t('adminReports.view.outOfStock')} value={data.totals.outOfStock} />
        </div>
      )}
      <search className="mt-5 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminReports.view')}
          <select
            className={input}
            value={movements ? 'movements' : view}
            onChange={(e) => filters.set({ view: e.target.value })}
          >
            {INVENTORY_VIEWS.map((v) => (
              <option key={v} value={v}>
                {t(`adminReports.view.${v}` as MessageKey)}
              </option>
            ))}
            <option value="movements">{t('adminReports.view.movements')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminReports.search')}
          <input type="search" className={input} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
      </search>
      {movements ? (
        <StockMovements search={values.search} />
      ) : (
        <>
          <div className="mt-4 rounded-xl border border-line bg-surface p-4 shadow-sm">
            <LazyChart
              kind="bar"
              data={rows.slice(0, 20).map((r) => ({ sku: r.sku, valueAtPrice: r.valueAtPrice, valueAtCost: r.valueAtCost }))}
              x="sku"
              series={[
                { key: 'valueAtPrice', label: t('adminReports.col.valueAtPrice'), color: CHART_COLORS[0]! },
                { key: 'valueAtCost', label: t('adminReports.col.valueAtCost'), color: CHART_COLORS[1]! },
              ]}
              format={formatVnd}
            />
          </div>
          <div className="mt-4">
            <DataTable
              id={`inventory-${view}`}
              label={t('admin.menu.inventoryReport')}
              columns={columns}
              rows={rows}
              total={data?.pagination.totalCount ?? 0}
              page={filters.page}
              limit={PAGE_SIZE}
              loading={report.loading}
              error={report.error}
              onRetry={report.reload}
              onSortChange={() => {}}
              onPageChange={(page) => filters.set({ page: String(page) })}
              getRowId={(r) => r.variantId}
              empty={<p>{t('adminReports.empty')}</p>}
            />
          </div>
        </>
      )}
    </section>
  );
}

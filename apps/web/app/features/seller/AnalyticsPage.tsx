import { formatVnd } from '@sen/core/money';
import type { SellerAnalytics, SellerAnalyticsRow } from '@sen/core/sellers/index';
import { useMemo, useState } from 'react';
import { btn, input, label } from '../admin/kit/classes';
import { type AdminColumn, DataTable } from '../admin/kit/DataTable';
import { PageHeader } from '../admin/kit/PageHeader';
import { downloadFile } from '../admin/kit/upload';
import { useServerList } from '../admin/kit/use-server-list';
import { useUrlFilters } from '../admin/kit/use-url-filters';
import { CHART_COLORS, LazyChart } from '../admin/reports/LazyChart';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';

const shopDay = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
const isDay = (v: string | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const percent = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(1)}%`);

/** /seller/analytics (issue 18): the seller's products over a range of days, chart and CSV. */
export function AnalyticsPage() {
  const t = useT();
  const filters = useUrlFilters(['from', 'to'] as const);
  const today = shopDay(new Date());
  const from = isDay(filters.values.from) ? filters.values.from : shopDay(new Date(Date.now() - 29 * 86_400_000));
  const to = isDay(filters.values.to) ? filters.values.to : today;
  const [data, setData] = useState<SellerAnalytics | null>(null);
  const list = useServerList(`${from}|${to}`, async (signal) => {
    const a = await api.get<SellerAnalytics>('/seller/analytics', { query: { from, to }, signal });
    setData(a);
    return { items: a.rows, pagination: { page: 1, limit: a.rows.length, totalCount: a.rows.length, totalPages: 1 } };
  });
  const columns = useMemo<AdminColumn<SellerAnalyticsRow>[]>(
    () => [
      { id: 'name', header: t('seller.analytics.product'), enableSorting: false, cell: ({ row }) => row.original.name },
      { id: 'views', header: t('seller.analytics.views'), enableSorting: false, cell: ({ row }) => row.original.views },
      {
        id: 'addToCart',
        header: t('seller.analytics.addToCart'),
        enableSorting: false,
        cell: ({ row }) => row.original.addToCart,
      },
      { id: 'orders', header: t('seller.analytics.orders'), enableSorting: false, cell: ({ row }) => row.original.orders },
      { id: 'units', header: t('seller.analytics.units'), enableSorting: false, cell: ({ row }) => row.original.units },
      {
        id: 'conversion',
        header: t('seller.analytics.conversion'),
        enableSorting: false,
        cell: ({ row }) => percent(row.original.conversion),
      },
      {
        id: 'revenue',
        header: t('seller.analytics.revenue'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{formatVnd(row.original.revenue)}</span>,
      },
    ],
    [t],
  );
  const csv = () =>
    downloadFile(`/seller/analytics.csv?from=${from}&to=${to}`, `seller-analytics-${from}-${to}.csv`).catch((e: unknown) =>
      toast.error(e instanceof Error ? e.message : String(e)),
    );
  return (
    <section className="space-y-4" data-testid="seller-analytics">
      <PageHeader
        title={t('seller.nav.analytics')}
        lead={t('seller.analytics.lead')}
        actions={
          <button type="button" className={btn} onClick={() => void csv()} data-testid="analytics-csv">
            {t('seller.analytics.csv')}
          </button>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label className={label} htmlFor="analytics-from">
            {t('seller.analytics.from')}
          </label>
          <input
            id="analytics-from"
            type="date"
            className={input}
            value={from}
            max={to}
            onChange={(e) => isDay(e.target.value) && filters.set({ from: e.target.value })}
          />
        </div>
        <div>
          <label className={label} htmlFor="analytics-to">
            {t('seller.analytics.to')}
          </label>
          <input
            id="analytics-to"
            type="date"
            className={input}
            value={to}
            min={from}
            onChange={(e) => isDay(e.target.value) && filters.set({ to: e.target.value })}
          />
        </div>
      </div>
      {data && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="analytics-totals">
          {(
            [
              ['seller.analytics.views', String(data.totals.views)],
              ['seller.analytics.addToCart', String(data.totals.addToCart)],
              ['seller.analytics.orders', String(data.totals.orders)],
              ['seller.analytics.conversion', percent(data.totals.conversion)],
              ['seller.analytics.revenue', formatVnd(data.totals.revenue)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-xl border border-line bg-surface p-3 shadow-sm">
              <dt className="text-xs text-fg-muted">{t(key)}</dt>
              <dd className="text-lg font-bold text-fg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {data && (
        <div className="rounded-xl border border-line bg-surface p-4 shadow-sm">
          <h2 className="mb-2 text-sm font-semibold text-fg">{t('seller.analytics.byDay')}</h2>
          <LazyChart
            kind="line"
            data={data.days}
            x="day"
            series={[
              { key: 'views', label: t('seller.analytics.views'), color: CHART_COLORS[0]! },
              { key: 'addToCart', label: t('seller.analytics.addToCart'), color: CHART_COLORS[1]! },
              { key: 'orders', label: t('seller.analytics.orders'), color: CHART_COLORS[2]! },
            ]}
          />
        </div>
      )}
      <DataTable
        id="seller-analytics"
        label={t('seller.nav.analytics')}
        columns={columns}
        rows={list.result?.items ?? []}
        total={list.result?.items.length ?? 0}
        page={1}
        limit={Math.max(1, list.result?.items.length ?? 1)}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        getRowId={(r) => r.productId}
        onSortChange={() => undefined}
        onPageChange={() => undefined}
        empty={<p>{t('seller.analytics.empty')}</p>}
      />
    </section>
  );
}

import type { MessageKey } from '@sen/core';
import { can } from '@sen/core/auth/permissions';
import type { OrderStatus } from '@sen/core/checkout/order-status';
import { formatVnd } from '@sen/core/money';
import { DASHBOARD_PERIODS, type DashboardKpis, type DashboardPeriod } from '@sen/core/reports/index';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { btn, btnPrimary, card } from './kit/classes';
import { useUrlFilters } from './kit/use-url-filters';
import { dateTime, OrderStatusBadge, statusLabel } from './orders/order-ui';
import { reportsApi } from './reports/api';
import { CHART_COLORS, LazyChart } from './reports/LazyChart';
import { RangeFields } from './reports/RangeFields';
import { useReport } from './reports/use-report';

const FILTERS = ['period', 'from', 'to'] as const;
/** Fresh figures while the dashboard stays open: a new paid order shows within a minute. */
const REFRESH_MS = 30_000;

function change(now: number, before: number): { text: string; up: boolean } | null {
  if (before === 0) return now === 0 ? null : { text: '+∞', up: now > 0 };
  const pct = ((now - before) / Math.abs(before)) * 100;
  return { text: `${pct >= 0 ? '+' : ''}${pct.toFixed(1)} %`, up: pct >= 0 };
}

function Kpi({
  label,
  value,
  now,
  before,
  upIsGood = true,
  testId,
}: {
  label: string;
  value: string;
  now: number;
  before: number;
  upIsGood?: boolean;
  testId: string;
}) {
  const t = useT();
  const c = change(now, before);
  return (
    <div className={clsx(card, 'p-4')} data-testid={testId}>
      <div className="text-xs font-medium text-fg-muted">{label}</div>
      <div className="mt-1 text-xl font-semibold tabular-nums text-fg" data-testid={`${testId}-value`}>
        {value}
      </div>
      <div className="mt-1 text-xs text-fg-muted">
        {c ? <span className={clsx('font-medium', c.up === upIsGood ? 'text-emerald-600' : 'text-red-600')}>{c.text}</span> : '—'}{' '}
        {t('adminReports.dash.vsPrevious')}
      </div>
    </div>
  );
}

function Panel({ title, more, children, testId }: { title: string; more?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={clsx(card, 'p-4')} data-testid={testId}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-fg">{title}</h2>
        {more}
      </div>
      {children}
    </section>
  );
}

const linkCls = 'text-brand-700 hover:underline dark:text-brand-300';

/** /admin (issue 16): the period against the one before, the revenue chart and what waits for staff. */
export function DashboardPage() {
  const t = useT();
  const { lang } = useLanguage();
  const { user } = useAuth();
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const period = (DASHBOARD_PERIODS as readonly string[]).includes(values.period ?? '')
    ? (values.period as DashboardPeriod)
    : '7d';
  const query = period === 'custom' ? { period, from: values.from, to: values.to } : { period };
  const dash = useReport(JSON.stringify(query), (signal) => reportsApi.dashboard(query, signal), REFRESH_MS);
  if (!user) return null;
  const d = dash.data;
  const reports = can(user.role, 'reports.read');
  const k = d?.kpis;
  const p = d?.previousKpis;
  const kpi = (key: keyof DashboardKpis) => [k?.[key] ?? 0, p?.[key] ?? 0] as const;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight text-fg md:text-3xl" data-testid="admin-welcome">
        {t('admin.dashboard.welcome', { name: user.firstName || user.name || user.username })}
      </h1>
      <p className="mt-2 text-fg-muted" data-testid="admin-role">
        {t('admin.dashboard.role', { role: t(`role.${user.role}`) })}
      </p>
      <fieldset className="mt-5 flex flex-wrap items-end gap-2">
        <legend className="sr-only">{t('adminReports.dash.period')}</legend>
        {DASHBOARD_PERIODS.map((x) => (
          <button
            key={x}
            type="button"
            className={x === period ? btnPrimary : btn}
            aria-pressed={x === period}
            onClick={() => filters.set({ period: x === '7d' ? undefined : x })}
            data-testid={`period-${x}`}
          >
            {t(`adminReports.dash.period.${x}` as MessageKey)}
          </button>
        ))}
      </fieldset>
      {period === 'custom' && <RangeFields from={values.from} to={values.to} onChange={filters.set} />}
      {dash.error && (
        <p className="mt-4 text-sm text-red-600" role="alert">
          {dash.error}{' '}
          <button type="button" className={btn} onClick={dash.reload}>
            {t('adminKit.retry')}
          </button>
        </p>
      )}
      {d && (
        <p className="mt-3 text-xs text-fg-muted" data-testid="dashboard-range">
          {t('adminReports.dash.compare', { from: d.from, to: d.to, pfrom: d.previous.from, pto: d.previous.to })}
        </p>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-3 xl:grid-cols-6">
        <Kpi
          testId="kpi-revenue"
          label={t('adminReports.dash.revenue')}
          value={formatVnd(kpi('revenue')[0])}
          now={kpi('revenue')[0]}
          before={kpi('revenue')[1]}
        />
        <Kpi
          testId="kpi-orders"
          label={t('adminReports.col.orders')}
          value={String(kpi('orders')[0])}
          now={kpi('orders')[0]}
          before={kpi('orders')[1]}
        />
        <Kpi
          testId="kpi-aov"
          label={t('adminReports.dash.aov')}
          value={formatVnd(kpi('averageOrder')[0])}
          now={kpi('averageOrder')[0]}
          before={kpi('averageOrder')[1]}
        />
        <Kpi
          testId="kpi-customers"
          label={t('adminReports.dash.newCustomers')}
          value={String(kpi('newCustomers')[0])}
          now={kpi('newCustomers')[0]}
          before={kpi('newCustomers')[1]}
        />
        <Kpi
          testId="kpi-conversion"
          label={t('adminReports.dash.conversion')}
          value={pct(kpi('conversion')[0])}
          now={kpi('conversion')[0]}
          before={kpi('conversion')[1]}
        />
        <Kpi
          testId="kpi-refunds"
          label={t('adminReports.col.refunds')}
          value={formatVnd(kpi('refunds')[0])}
          now={kpi('refunds')[0]}
          before={kpi('refunds')[1]}
          upIsGood={false}
        />
      </div>
      <div className="mt-4 grid gap-4 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <Panel
            title={t('adminReports.dash.revenueByDay')}
            more={
              reports && d ? (
                <Link className={clsx(linkCls, 'text-xs')} to={`/admin/reports/sales?from=${d.from}&to=${d.to}`}>
                  {t('adminReports.dash.seeReport')}
                </Link>
              ) : null
            }
          >
            <LazyChart
              kind="line"
              data={(d?.revenueByDay ?? []).map((x) => ({ ...x }))}
              x="day"
              series={[{ key: 'revenue', label: t('adminReports.dash.revenue'), color: CHART_COLORS[0]! }]}
              format={formatVnd}
            />
          </Panel>
        </div>
        <Panel title={t('adminReports.dash.byStatus')} testId="orders-by-status">
          <ul className="space-y-1.5 text-sm">
            {(d?.ordersByStatus ?? []).map((s) => (
              <li key={s.status} className="flex items-center justify-between gap-2">
                <Link className={linkCls} to={`/admin/orders?status=${s.status}${d ? `&from=${d.from}&to=${d.to}` : ''}`}>
                  {t(statusLabel(s.status as OrderStatus))}
                </Link>
                <span className="tabular-nums">{s.count}</span>
              </li>
            ))}
            {d && d.ordersByStatus.length === 0 && <li className="text-fg-muted">{t('adminReports.empty')}</li>}
          </ul>
        </Panel>
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
        <Panel
          title={t('adminReports.dash.latestOrders')}
          testId="latest-orders"
          more={
            <Link className={clsx(linkCls, 'text-xs')} to="/admin/orders">
              {t('adminReports.dash.all')}
            </Link>
          }
        >
          <ul className="divide-y divide-line text-sm">
            {(d?.latestOrders ?? []).map((o) => (
              <li key={o.code} className="flex items-center justify-between gap-2 py-1.5">
                <span className="min-w-0">
                  <Link className={clsx(linkCls, 'font-mono text-xs font-semibold')} to={`/admin/orders/${o.code}`}>
                    {o.code}
                  </Link>
                  <span className="block truncate text-xs text-fg-muted">
                    {o.customer} · {dateTime(o.createdAt, lang)}
                  </span>
                </span>
                <span className="flex flex-col items-end gap-1">
                  <span className="tabular-nums">{formatVnd(o.total)}</span>
                  <OrderStatusBadge status={o.status as OrderStatus} />
                </span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t('adminReports.dash.topProducts')} testId="top-products">
          <ol className="space-y-1.5 text-sm">
            {(d?.topProducts ?? []).map((x) => (
              <li key={x.id} className="flex items-center justify-between gap-2">
                <Link className={clsx(linkCls, 'truncate')} to={`/admin/products/${x.id}`}>
                  {x.name}
                </Link>
                <span className="whitespace-nowrap text-xs tabular-nums text-fg-muted">
                  {x.quantity} · {formatVnd(x.revenue)}
                </span>
              </li>
            ))}
          </ol>
          <h3 className="mb-2 mt-4 text-xs font-semibold text-fg-muted">{t('adminReports.dash.topCategories')}</h3>
          <ol className="space-y-1.5 text-sm">
            {(d?.topCategories ?? []).map((x) => (
              <li key={x.id || '-'} className="flex items-center justify-between gap-2">
                {reports && d ? (
                  <Link
                    className={clsx(linkCls, 'truncate')}
                    to={`/admin/reports/sales?groupBy=category&from=${d.from}&to=${d.to}`}
                  >
                    {x.id === 'courses' ? t('adminReports.courses') : x.name || t('adminReports.none')}
                  </Link>
                ) : (
                  <span className="truncate">
                    {x.id === 'courses' ? t('adminReports.courses') : x.name || t('adminReports.none')}
                  </span>
                )}
                <span className="whitespace-nowrap text-xs tabular-nums text-fg-muted">{formatVnd(x.revenue)}</span>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel
          title={t('adminReports.dash.stock')}
          testId="stock-alerts"
          more={
            reports ? (
              <Link className={clsx(linkCls, 'text-xs')} to="/admin/reports/inventory?view=lowStock">
                {t('adminReports.dash.all')}
              </Link>
            ) : null
          }
        >
          <p className="mb-2 text-xs text-fg-muted">
            {t('adminReports.dash.stockCounts', { low: d?.lowStockCount ?? 0, out: d?.outOfStockCount ?? 0 })}
          </p>
          <ul className="space-y-1.5 text-sm">
            {[...(d?.outOfStock ?? []), ...(d?.lowStock ?? [])].slice(0, 10).map((v) => (
              <li key={v.variantId} className="flex items-center justify-between gap-2">
                <Link className={clsx(linkCls, 'truncate')} to={`/admin/products/${v.productId}`}>
                  {v.name}
                </Link>
                <span
                  className={clsx(
                    'whitespace-nowrap text-xs font-medium tabular-nums',
                    v.quantity <= 0 ? 'text-red-600' : 'text-amber-600',
                  )}
                >
                  {v.quantity <= 0 ? t('adminReports.view.outOfStock') : v.quantity}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t('adminReports.dash.reviewsWaiting', { count: d?.reviewsWaitingCount ?? 0 })} testId="reviews-waiting">
          <ul className="space-y-1.5 text-sm">
            {(d?.reviewsWaiting ?? []).map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-2">
                <Link className={clsx(linkCls, 'truncate')} to={`/admin/products/${r.productId}`}>
                  {r.productName}
                </Link>
                <span className="whitespace-nowrap text-xs text-fg-muted">
                  {'★'.repeat(r.rating)} · {r.author}
                </span>
              </li>
            ))}
            {d && d.reviewsWaiting.length === 0 && <li className="text-fg-muted">{t('adminReports.dash.nothingWaiting')}</li>}
          </ul>
        </Panel>
        <Panel title={t('adminReports.dash.returnsWaiting')} testId="returns-waiting">
          <ul className="space-y-1.5 text-sm">
            {d?.returnsWaiting.map((r) => (
              <li key={r.id}>
                <Link className={linkCls} to={`/admin/orders/returns/${r.id}`}>
                  {r.code}
                </Link>{' '}
                <span className="text-fg-muted">· {r.orderCode}</span>
              </li>
            ))}
            {d && d.returnsWaiting.length === 0 && <li className="text-fg-muted">{t('adminReports.dash.nothingWaiting')}</li>}
          </ul>
        </Panel>
      </div>
    </section>
  );
}

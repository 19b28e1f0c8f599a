import { formatVnd } from '@sen/core/money';
import type { SellerDashboard } from '@sen/core/payouts/index';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { card, input } from '../admin/kit/classes';
import { PageHeader } from '../admin/kit/PageHeader';
import { useUrlFilters } from '../admin/kit/use-url-filters';
import { useT } from '../i18n/LanguageProvider';
import { sellerOpsApi } from './api';
import { BalanceCards } from './BalanceCards';

/** /seller/dashboard: sales over a period (last 30 days unless chosen), parcels to ship, low stock, balance (issue 18). */
export function SellerDashboardPage() {
  const t = useT();
  const filters = useUrlFilters(['from', 'to'] as const);
  const { from, to } = filters.values;
  const [data, setData] = useState<SellerDashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const c = new AbortController();
    const query: Record<string, string> = {};
    if (from) query.from = from;
    if (to) query.to = to;
    sellerOpsApi.dashboard(query, c.signal).then(setData, (e: Error) => !c.signal.aborted && setError(e.message));
    return () => c.abort();
  }, [from, to]);
  const stat = (label: string, value: string, testId: string) => (
    <div className={`${card} p-4`}>
      <p className="text-sm text-fg-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
  return (
    <section>
      <PageHeader title={t('seller.nav.dashboard')} lead={t('sellerOps.dash.lead')} />
      {error && <p className="mt-4 text-red-600">{error}</p>}
      {data && (
        <>
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
              {t('sellerOps.filter.from')}
              <input
                type="date"
                className={input}
                value={data.from}
                onChange={(e) => filters.set({ from: e.target.value || undefined })}
              />
            </label>
            <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
              {t('sellerOps.filter.to')}
              <input
                type="date"
                className={input}
                value={data.to}
                onChange={(e) => filters.set({ to: e.target.value || undefined })}
              />
            </label>
          </div>
          <h2 className="mt-4 mb-2 font-semibold">{t('sellerOps.dash.sales')}</h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {stat(t('sellerOps.dash.orders'), String(data.sales.orders), 'dash-orders')}
            {stat(t('sellerOps.dash.units'), String(data.sales.units), 'dash-units')}
            {stat(t('sellerOps.dash.gross'), formatVnd(data.sales.gross), 'dash-gross')}
            {stat(t('sellerOps.dash.net'), formatVnd(data.sales.net), 'dash-net')}
          </div>
          <div className="mt-4 grid gap-3 lg:grid-cols-2">
            <Link to="/seller/orders?status=processing" className={`${card} block p-4 hover:bg-muted`}>
              <p className="text-sm text-fg-muted">{t('sellerOps.dash.toFulfil')}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="dash-to-fulfil">
                {data.toFulfil}
              </p>
            </Link>
            <div className={`${card} p-4`}>
              <p className="text-sm text-fg-muted">{t('sellerOps.dash.lowStock')}</p>
              {data.lowStock.length === 0 ? (
                <p className="mt-1 text-sm">{t('sellerOps.dash.lowStockEmpty')}</p>
              ) : (
                <ul className="mt-1 text-sm" data-testid="dash-low-stock">
                  {data.lowStock.map((p) => (
                    <li key={p.id} className="flex justify-between gap-2">
                      <span className="truncate">{p.name}</span>
                      <span className="tabular-nums font-semibold">{p.quantity}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
          <h2 className="mt-4 mb-2 font-semibold">{t('sellerOps.dash.balance')}</h2>
          <BalanceCards balance={data.balance} />
        </>
      )}
    </section>
  );
}

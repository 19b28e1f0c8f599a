import type { OrderSummary } from '@sen/core';
import { checkoutApi } from '@sen/core/api/checkout';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api/browser-api';
import { useAuth } from '../auth/AuthProvider';
import { vnd } from '../catalog/Price';
import { useT } from '../i18n/LanguageProvider';
import { OrderLookup } from './OrderLookup';
import { StatusBadge } from './StatusBadge';

/** /orders: a signed-in shopper's orders, newest first; a guest gets the lookup form. */
export function MyOrdersPage() {
  const t = useT();
  const { user } = useAuth();
  const [orders, setOrders] = useState<OrderSummary[] | null>(null);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    checkoutApi(api)
      .myOrders(1, controller.signal)
      .then((list) => setOrders(list.items))
      .catch(() => setOrders([]));
    return () => controller.abort();
  }, [user]);

  if (!user) return <OrderLookup />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8" data-testid="my-orders">
      <h1 className="mb-6 text-2xl font-bold">{t('order.mine')}</h1>
      {orders === null && <div className="h-24 animate-pulse rounded-2xl bg-muted" />}
      {orders?.length === 0 && <p className="text-fg-muted">{t('order.none')}</p>}
      <ul className="space-y-3">
        {orders?.map((o) => (
          <li key={o.code}>
            <Link
              to={`/orders/${encodeURIComponent(o.code)}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4 hover:border-brand-300"
            >
              <span>
                <span className="font-mono font-bold">{o.code}</span>
                <span className="block text-sm text-fg-muted">
                  {new Date(o.date).toLocaleDateString('vi-VN')} · {o.firstItem?.name ?? ''}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <StatusBadge status={o.status} />
                <span className="font-semibold">{vnd(o.total)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { ReturnView } from '@sen/core/returns/rules';
import { useEffect, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { useT } from '../i18n/LanguageProvider';
import type { ShellData } from '../shell/shell-loader';
import { returnsApi } from './api';
import { ReturnCard } from './ReturnsParts';

/** /returns: the shop's return policy (its window from the general settings) and the signed-in customer's requests. */
export function ReturnsPage() {
  const t = useT();
  // The general settings (admin area) decide the window.
  const days = (useRouteLoaderData('routes/storefront') as ShellData | undefined)?.settings?.returnDays ?? 30;
  const { user } = useAuth();
  const [list, setList] = useState<ReturnView[] | null>(null);
  useEffect(() => {
    if (!user) return;
    const c = new AbortController();
    returnsApi.mine(c.signal).then(setList, () => setList([]));
    return () => c.abort();
  }, [user]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8" data-testid="returns-page">
      <h1 className="mb-3 text-2xl font-bold">{t('returns.title')}</h1>
      <p className="text-fg-muted">{t('returns.lead', { days })}</p>
      <p className="mt-2 text-fg-muted">{t('returns.howTo')}</p>
      <Link to="/orders" className="mt-3 inline-block text-sm font-semibold text-brand-600 hover:underline">
        {t('returns.myOrders')}
      </Link>
      {!user && <p className="mt-6 text-sm text-fg-muted">{t('returns.signIn')}</p>}
      {user && (
        <>
          <h2 className="mt-8 mb-3 text-lg font-bold">{t('returns.mine')}</h2>
          {list === null && <div className="h-24 animate-pulse rounded-2xl bg-muted" />}
          {list?.length === 0 && <p className="text-fg-muted">{t('returns.none')}</p>}
          <ul className="space-y-3">
            {list?.map((r) => (
              <li key={r.id}>
                <Link
                  to={`/orders/${encodeURIComponent(r.orderCode)}`}
                  className="mb-1 block text-xs font-semibold text-brand-600 hover:underline"
                >
                  {t('returns.order', { code: r.orderCode })}
                </Link>
                <ReturnCard r={r} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

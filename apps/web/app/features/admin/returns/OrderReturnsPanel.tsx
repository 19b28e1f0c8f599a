import { formatVnd } from '@sen/core/money';
import type { ReturnView } from '@sen/core/returns/rules';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/LanguageProvider';
import { card } from '../kit/classes';
import { adminReturnsApi } from './api';
import { ReturnStatusBadge } from './return-ui';

/** The admin order detail's "Returns of this order": each request, its status and refund. */
export function OrderReturnsPanel({ code }: { code: string }) {
  const t = useT();
  const [list, setList] = useState<ReturnView[] | null>(null);
  useEffect(() => {
    const c = new AbortController();
    adminReturnsApi.list({ order: code, limit: 100 }, c.signal).then(
      (r) => setList(r.items),
      () => setList([]),
    );
    return () => c.abort();
  }, [code]);
  if (!list || list.length === 0) return null;
  return (
    <section className={`${card} mt-4 p-4`} data-testid="order-returns-panel">
      <h2 className="mb-2 font-semibold">{t('adminReturns.orderSection')}</h2>
      <ul className="divide-y divide-line text-sm">
        {list.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link
              to={`/admin/orders/returns/${r.id}`}
              className="font-mono text-xs font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {r.code}
            </Link>
            <span className="flex-1 text-xs">{r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}</span>
            {r.refund && <span className="text-xs font-semibold">−{formatVnd(r.refund.amount)}</span>}
            <ReturnStatusBadge status={r.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

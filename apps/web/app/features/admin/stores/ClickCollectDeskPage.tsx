import { isApiError } from '@sen/core/api-client';
import { formatVnd } from '@sen/core/money';
import { formatShopDate, formatShopTime } from '@sen/core/shop-time';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/browser-api';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, btnPrimary, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { PageHeader } from '../kit/PageHeader';
import { useServerList, wholeListTableProps } from '../kit/use-server-list';
import { OrderStatusBadge } from '../orders/order-ui';
import { adminStoresApi, type PickupListItem, type PickupOrder } from './api';

/**
 * /admin/stores/click-and-collect: the pickup desk. Scanning the customer's QR code (a scanner
 * types it) or typing the code hands over the order ready under that code; below, the pickup
 * orders waiting or collected.
 */
export function ClickCollectDeskPage() {
  const t = useT();
  const { lang } = useLanguage();
  const [state, setState] = useState<'open' | 'done'>('open');
  const list = useServerList(`pickups-${state}`, (signal) => adminStoresApi.pickups(state, signal));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const scan = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const order = await api.post<PickupOrder>('/admin/pickups/collect', { pickupCode: code });
      toast.success(`${t('adminStores.pickup.collected')} · ${order.code}`);
      setCode('');
      list.reload();
    } catch (err) {
      setError(isApiError(err) ? err.message : t('adminStores.pickup.failed'));
    }
  };

  const columns = useMemo<AdminColumn<PickupListItem>[]>(
    () => [
      {
        id: 'order',
        header: t('adminStores.cc.order'),
        enableSorting: false,
        cell: ({ row: { original: o } }) => (
          <Link to={`/admin/orders/${o.code}`} className="font-mono font-medium text-brand-700 hover:underline">
            {o.code}
          </Link>
        ),
      },
      { id: 'customer', header: t('adminStores.cc.customer'), enableSorting: false, cell: ({ row }) => row.original.customer },
      {
        id: 'store',
        header: t('adminStores.cc.store'),
        enableSorting: false,
        cell: ({ row: { original: o } }) => (
          <>
            {o.pickup.storeName}
            {o.pickup.expectedAt && !o.pickup.readyAt && (
              <span className="block text-xs text-amber-700 dark:text-amber-400">
                {t('adminStores.pickup.waiting', { date: formatShopDate(o.pickup.expectedAt, lang) })}
              </span>
            )}
          </>
        ),
      },
      {
        id: 'status',
        header: t('adminStores.cc.status'),
        enableSorting: false,
        cell: ({ row }) => <OrderStatusBadge status={row.original.status as never} />,
      },
      {
        id: 'total',
        header: '',
        enableSorting: false,
        cell: ({ row }) => (
          <span className="tabular-nums">
            {formatVnd(row.original.total)}
            <span className="block text-xs text-fg-muted">{formatShopTime(row.original.createdAt, lang)}</span>
          </span>
        ),
      },
    ],
    [t, lang],
  );

  return (
    <section>
      <PageHeader title={t('admin.menu.clickAndCollect')} lead={t('adminStores.cc.lead')} />
      <form className="mt-5 flex max-w-xl flex-wrap items-end gap-2" onSubmit={scan}>
        <label className="grid flex-1 gap-1 text-sm" htmlFor="desk-code">
          {t('adminStores.cc.scan')}
          <input
            id="desk-code"
            className={input}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            aria-invalid={Boolean(error)}
            data-testid="desk-code"
          />
        </label>
        <button type="submit" className={btnPrimary} disabled={!code.trim()} data-testid="desk-collect">
          {t('adminStores.pickup.collect')}
        </button>
        {error && (
          <p className="w-full text-sm text-red-600" role="alert" data-testid="desk-error">
            {error}
          </p>
        )}
      </form>
      <div className="mt-6 flex gap-2">
        {(['open', 'done'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={s === state ? btnPrimary : btn}
            onClick={() => setState(s)}
            aria-pressed={s === state}
          >
            {t(`adminStores.cc.filter.${s}`)}
          </button>
        ))}
      </div>
      <div className="mt-3">
        <DataTable
          id="pickups"
          label={t('admin.menu.clickAndCollect')}
          columns={columns}
          {...wholeListTableProps(list)}
          getRowId={(o) => o.code}
          empty={<p>{t('adminStores.cc.empty')}</p>}
        />
      </div>
    </section>
  );
}

import { formatVnd } from '@sen/core/money';
import { type SellerOrder, SHIPMENT_STATUSES, type ShipmentStatus } from '@sen/core/payouts/index';
import { useEffect, useMemo, useState } from 'react';
import { ClearFilters } from '../admin/kit/ClearFilters';
import { ConfirmDialog } from '../admin/kit/ConfirmDialog';
import { btn, btnPrimary, input } from '../admin/kit/classes';
import { type AdminColumn, DataTable } from '../admin/kit/DataTable';
import { PageHeader } from '../admin/kit/PageHeader';
import { serverTableProps, useServerList } from '../admin/kit/use-server-list';
import { useUrlFilters } from '../admin/kit/use-url-filters';
import { dateTime } from '../admin/orders/order-ui';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { sellerOpsApi } from './api';
import { CancelShipmentDialog } from './CancelShipmentDialog';
import { ShipDialog } from './ShipDialog';
import { ShipmentStatusBadge } from './shipment-ui';

const FILTER_KEYS = ['status', 'from', 'to'] as const;
const PAGE_SIZE = 20;

/** /seller/orders: the seller's shipments with what delivery needs; filters in the URL; ship and deliver (issue 18). */
export function SellerOrdersPage() {
  const t = useT();
  const { lang } = useLanguage();
  const filters = useUrlFilters(FILTER_KEYS);
  const { values } = filters;
  const [search, setSearch] = useState(values.search ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((values.search ?? '') !== search.trim()) filters.set({ search: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const status = SHIPMENT_STATUSES.includes(values.status as ShipmentStatus) ? values.status : undefined;
  const query: Record<string, string | number> = { page: filters.page, limit: PAGE_SIZE };
  if (status) query.status = status;
  if (values.search) query.q = values.search;
  if (values.from) query.from = values.from;
  if (values.to) query.to = values.to;
  const list = useServerList(JSON.stringify(query), (signal) => sellerOpsApi.orders(query, signal));
  const [shipping, setShipping] = useState<SellerOrder | null>(null);
  const [delivering, setDelivering] = useState<SellerOrder | null>(null);
  const [toStore, setToStore] = useState<SellerOrder | null>(null);
  const [cancelling, setCancelling] = useState<SellerOrder | null>(null);
  const [busy, setBusy] = useState(false);

  // A pickup order's shipment goes to the store without tracking; delivered when picked up (decision 0301).
  const confirmMove = async (o: SellerOrder | null, move: (id: string) => Promise<unknown>, done: string, close: () => void) => {
    if (!o) return;
    setBusy(true);
    try {
      await move(o.shipment.id);
      toast.success(done);
      close();
      list.reload();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t('sellerOps.failed'));
    } finally {
      setBusy(false);
    }
  };

  const columns = useMemo<AdminColumn<SellerOrder>[]>(
    () => [
      {
        id: 'order',
        header: t('sellerOps.col.order'),
        enableHiding: false,
        enableSorting: false,
        cell: ({ row: { original: o } }) => (
          <span className="block whitespace-nowrap">
            <span className="block font-mono text-xs font-semibold">{o.orderCode}</span>
            <time className="block text-xs text-fg-muted">{dateTime(o.placedAt, lang)}</time>
          </span>
        ),
      },
      {
        id: 'buyer',
        header: t('sellerOps.col.buyer'),
        enableSorting: false,
        cell: ({ row: { original: o } }) => (
          <span className="block min-w-[12rem] text-xs">
            {o.pickupStore && (
              <span className="block font-medium" data-testid="seller-pickup-store">
                {t('sellerOps.pickupStore')}: {o.pickupStore.name}
                <span className="block font-normal text-fg-muted">{o.pickupStore.address}</span>
              </span>
            )}
            <span className="block text-sm font-medium">{o.buyer.fullName}</span>
            <span className="block">{o.buyer.phone}</span>
            <span className="block text-fg-muted">
              {[o.buyer.address, o.buyer.wardName, o.buyer.provinceName].filter(Boolean).join(', ')}
            </span>
            {o.buyer.notes && <span className="block italic text-fg-muted">{o.buyer.notes}</span>}
          </span>
        ),
      },
      {
        id: 'items',
        header: t('sellerOps.col.items'),
        enableSorting: false,
        cell: ({ row: { original: o } }) => (
          <ul className="min-w-[12rem] text-xs">
            {o.shipment.lines.map((l) => (
              <li key={l.id}>
                {l.name} × {l.quantity} <span className="text-fg-muted">({formatVnd(l.lineTotal)})</span>
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'status',
        header: t('sellerOps.col.status'),
        enableSorting: false,
        cell: ({ row: { original: o } }) => <ShipmentStatusBadge status={o.shipment.status} />,
      },
      {
        id: 'tracking',
        header: t('sellerOps.col.tracking'),
        enableSorting: false,
        cell: ({ row: { original: o } }) =>
          o.shipment.trackingNumber ? (
            <span className="text-xs">
              {o.shipment.carrier}{' '}
              {o.shipment.trackingUrl ? (
                <a href={o.shipment.trackingUrl} target="_blank" rel="noreferrer" className="font-mono underline">
                  {o.shipment.trackingNumber}
                </a>
              ) : (
                <span className="font-mono">{o.shipment.trackingNumber}</span>
              )}
            </span>
          ) : null,
      },
      {
        id: 'actions',
        header: t('sellerOps.col.actions'),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: o } }) => {
          const open = o.shipment.status === 'processing';
          // The next step of a shipment still open: to the pickup store, or out to the buyer.
          const next =
            o.pickupStore && open && (o.orderStatus === 'processing' || o.orderStatus === 'readyForPickup')
              ? { label: t('sellerOps.toStore'), testId: 'seller-to-store', act: () => setToStore(o) }
              : open && (o.orderStatus === 'processing' || o.orderStatus === 'shipped')
                ? { label: t('sellerOps.ship'), testId: 'seller-ship', act: () => setShipping(o) }
                : null;
          if (next)
            return (
              <span className="flex flex-wrap gap-2">
                <button type="button" className={btnPrimary} onClick={next.act} data-testid={next.testId}>
                  {next.label}
                </button>
                {o.orderStatus === 'processing' && (
                  <button type="button" className={btn} onClick={() => setCancelling(o)} data-testid="seller-cancel-shipment">
                    {t('sellerOps.cancelShipment')}
                  </button>
                )}
              </span>
            );
          if (o.shipment.status !== 'shipped') return null;
          return o.pickupStore ? (
            <span className="text-xs text-fg-muted">{t('sellerOps.awaitingPickup')}</span>
          ) : (
            <button type="button" className={btn} onClick={() => setDelivering(o)} data-testid="seller-deliver">
              {t('sellerOps.deliver')}
            </button>
          );
        },
      },
    ],
    [t, lang],
  );

  return (
    <section>
      <PageHeader title={t('seller.nav.orders')} lead={t('sellerOps.orders.lead')} />
      <search
        className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-3"
        aria-label={t('sellerOps.filter.search')}
      >
        <label className="flex min-w-[10rem] flex-1 flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('sellerOps.filter.search')}
          <input
            type="search"
            className={input}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="seller-order-search"
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('sellerOps.filter.status')}
          <select
            className={input}
            value={status ?? ''}
            onChange={(e) => filters.set({ status: e.target.value || undefined })}
            data-testid="seller-order-status"
          >
            <option value="">{t('sellerOps.filter.all')}</option>
            {SHIPMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`sellerOps.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('sellerOps.filter.from')}
          <input
            type="date"
            className={input}
            value={values.from ?? ''}
            onChange={(e) => filters.set({ from: e.target.value || undefined })}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('sellerOps.filter.to')}
          <input
            type="date"
            className={input}
            value={values.to ?? ''}
            onChange={(e) => filters.set({ to: e.target.value || undefined })}
          />
        </label>
        <ClearFilters filters={filters} onClear={() => setSearch('')} className={btn}>
          {t('sellerOps.filter.clear')}
        </ClearFilters>
      </search>
      <div className="mt-4">
        <DataTable
          id="seller-orders"
          label={t('seller.nav.orders')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(o) => o.shipment.id}
          onSortChange={() => undefined}
          empty={<p>{t('sellerOps.orders.empty')}</p>}
        />
      </div>
      {shipping && (
        <ShipDialog
          title={t('sellerOps.shipTitle', { code: shipping.orderCode })}
          onClose={() => setShipping(null)}
          submit={async (body) => {
            await sellerOpsApi.ship(shipping.shipment.id, body);
            toast.success(t('sellerOps.shippedToast'));
            list.reload();
          }}
        />
      )}
      {cancelling && (
        <CancelShipmentDialog
          code={cancelling.orderCode}
          onClose={() => setCancelling(null)}
          submit={async (reason) => {
            await sellerOpsApi.cancel(cancelling.shipment.id, reason);
            toast.success(t('sellerOps.cancelledToast'));
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={delivering !== null}
        title={t('sellerOps.deliver')}
        message={delivering ? t('sellerOps.deliverConfirm', { code: delivering.orderCode }) : ''}
        confirmLabel={t('sellerOps.deliver')}
        busy={busy}
        onConfirm={() =>
          void confirmMove(delivering, sellerOpsApi.deliver, t('sellerOps.deliveredToast'), () => setDelivering(null))
        }
        onCancel={() => setDelivering(null)}
      />
      <ConfirmDialog
        open={toStore !== null}
        title={t('sellerOps.toStore')}
        message={
          toStore ? t('sellerOps.toStoreConfirm', { code: toStore.orderCode, store: toStore.pickupStore?.name ?? '' }) : ''
        }
        confirmLabel={t('sellerOps.toStore')}
        busy={busy}
        onConfirm={() =>
          void confirmMove(
            toStore,
            (id) => sellerOpsApi.ship(id, {}),
            t('sellerOps.shippedToast'),
            () => setToStore(null),
          )
        }
        onCancel={() => setToStore(null)}
      />
    </section>
  );
}

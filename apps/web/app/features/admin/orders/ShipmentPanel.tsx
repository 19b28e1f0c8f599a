import { isApiError } from '@sen/core/api-client';
import type { AdminOrder } from '@sen/core/checkout/order-admin';
import { formatVnd } from '@sen/core/money';
import { clsx } from 'clsx';
import { type MouseEvent, useCallback, useEffect, useState } from 'react';
import { api } from '../../api/browser-api';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { btn, btnDanger, btnPrimary, card } from '../kit/classes';
import { adminOrdersApi, type OrderShipments } from './api';

/**
 * Opens the parcel's label in a new tab. The label route reads with the page's sign-in cookie,
 * which lasts as long as the access token: a call through the API client first renews both when
 * they lapsed. The tab is opened at once, inside the click, so no popup blocker stops it.
 */
async function openLabel(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const href = event.currentTarget.href;
  const tab = window.open('about:blank', '_blank');
  await api.get('/me').catch(() => undefined);
  if (!tab) return window.location.assign(href);
  tab.opener = null;
  tab.location.href = href;
}

/**
 * The order detail's carrier box (issue 14): with GHN or GHTK configured, staff book the parcel
 * of a processing order (the tracking number and label link go on the order), print its label
 * through the shop (decision 0322) and cancel it before pick-up. The carrier's notices then move the order on their own.
 */
export function ShipmentPanel({ order, canWrite, onChanged }: { order: AdminOrder; canWrite: boolean; onChanged: () => void }) {
  const t = useT();
  const [data, setData] = useState<OrderShipments | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      adminOrdersApi
        .shipments(order.code, signal)
        .then(setData)
        .catch(() => undefined),
    [order.code],
  );
  useEffect(() => {
    const c = new AbortController();
    void load(c.signal);
    return () => c.abort();
  }, [load]);

  if (!data || data.carriers.length === 0 || !order.shippingAddress || order.pickup) return null;
  const active = data.shipments.find((s) => s.state === 'active');
  const past = data.shipments.filter((s) => s.state === 'cancelled');

  const run = async (work: () => Promise<OrderShipments>, done: (d: OrderShipments) => string) => {
    setBusy(true);
    try {
      const d = await work();
      setData(d);
      toast.success(done(d));
      onChanged();
    } catch (e) {
      toast.error(isApiError(e) ? e.message : t('adminOrders.shipment.failed'));
    } finally {
      setBusy(false);
      setConfirm(false);
    }
  };

  return (
    <section className={clsx(card, 'p-4')} data-testid="shipment-panel">
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-fg-muted">{t('adminOrders.shipment.title')}</h2>
      {active ? (
        <div className="space-y-1 text-sm">
          <p>
            <span className="font-medium">{active.carrier}</span> ·{' '}
            <span className="font-mono" data-testid="shipment-tracking">
              {active.trackingCode}
            </span>
          </p>
          {active.fee > 0 && <p className="text-fg-muted">{t('adminOrders.shipment.fee', { fee: formatVnd(active.fee) })}</p>}
          {active.declaredValue > 0 && (
            <p className="text-fg-muted" data-testid="shipment-declared">
              {t('adminOrders.shipment.declared', { value: formatVnd(active.declaredValue) })}
            </p>
          )}
          {active.carrierStatus && (
            <p className="text-fg-muted">{t('adminOrders.shipment.status', { status: active.carrierStatus })}</p>
          )}
          <div className="flex flex-wrap gap-2 pt-2">
            {active.labelUrl && (
              <a
                className={btn}
                href={active.labelUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(e) => void openLabel(e)}
                data-testid="shipment-label"
              >
                {t('adminOrders.shipment.label')}
              </a>
            )}
            {canWrite && order.status === 'processing' && (
              <button type="button" className={btnDanger} disabled={busy} onClick={() => setConfirm(true)}>
                {t('adminOrders.shipment.cancel')}
              </button>
            )}
          </div>
        </div>
      ) : order.status === 'processing' ? (
        canWrite && (
          <div className="flex flex-wrap gap-2">
            {data.carriers.map((c) => (
              <button
                key={c.code}
                type="button"
                className={btnPrimary}
                disabled={busy}
                data-testid={`create-shipment-${c.code}`}
                onClick={() =>
                  void run(
                    () => adminOrdersApi.createShipment(order.code, c.code),
                    (d) =>
                      t('adminOrders.shipment.created', {
                        code: d.shipments.find((s) => s.state === 'active')?.trackingCode ?? '',
                      }),
                  )
                }
              >
                {t('adminOrders.shipment.create', { carrier: c.name })}
              </button>
            ))}
          </div>
        )
      ) : (
        <p className="text-sm text-fg-muted">{t('adminOrders.shipment.onlyProcessing')}</p>
      )}
      {past.length > 0 && (
        <ul className="mt-3 space-y-0.5 text-xs text-fg-muted">
          {past.map((s) => (
            <li key={s.trackingCode}>
              <span className="font-mono line-through">{s.trackingCode}</span> · {s.carrier} ·{' '}
              {t('adminOrders.shipment.wasCancelled')}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirm}
        danger
        busy={busy}
        title={t('adminOrders.shipment.cancelTitle', { code: active?.trackingCode ?? '' })}
        message={t('adminOrders.shipment.cancelMessage')}
        confirmLabel={t('adminOrders.shipment.cancel')}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          void run(
            () => adminOrdersApi.cancelShipment(order.code),
            () => t('adminOrders.shipment.cancelled'),
          )
        }
      />
    </section>
  );
}

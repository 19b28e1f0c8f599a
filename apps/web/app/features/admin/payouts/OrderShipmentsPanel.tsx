import type { Shipment } from '@sen/core/payouts/index';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { CancelShipmentDialog } from '../../seller/CancelShipmentDialog';
import { ShipDialog } from '../../seller/ShipDialog';
import { ShipmentStatusBadge } from '../../seller/shipment-ui';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { btn, card } from '../kit/classes';
import { adminPayoutsApi } from './api';

/**
 * The admin order detail's shipments by seller (issue 18, decision 0296): each seller's parcel
 * with its status and tracking; staff ship and deliver the shop's own. Nothing shows for an
 * order of the shop's lines only (it has no shipments).
 */
export function OrderShipmentsPanel({ code, canWrite, onChanged }: { code: string; canWrite: boolean; onChanged: () => void }) {
  const t = useT();
  const [list, setList] = useState<Shipment[] | null>(null);
  const [shipping, setShipping] = useState<Shipment | null>(null);
  const [delivering, setDelivering] = useState<Shipment | null>(null);
  const [cancelling, setCancelling] = useState<Shipment | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    adminPayoutsApi.shipments(code).then(setList, () => setList([]));
  }, [code]);
  useEffect(load, [load]);
  if (!list || list.length === 0) return null;
  const changed = (next: Shipment[]) => {
    setList(next);
    onChanged();
  };
  return (
    <section className={`${card} mt-4 p-4`} data-testid="order-shipments-panel">
      <h2 className="mb-2 font-semibold">{t('adminPayouts.shipments.title')}</h2>
      <ul className="divide-y divide-line text-sm">
        {list.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-2 py-2" data-testid="order-shipment">
            <span className="min-w-[8rem] font-medium">{s.sellerId ? s.sellerName : t('adminPayouts.shipments.shop')}</span>
            <span className="flex-1 text-xs">{s.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}</span>
            {s.trackingNumber && (
              <span className="font-mono text-xs">
                {s.carrier} {s.trackingNumber}
              </span>
            )}
            <ShipmentStatusBadge status={s.status} />
            {canWrite && !s.sellerId && s.status === 'processing' && (
              <button type="button" className={btn} onClick={() => setShipping(s)} data-testid="shipment-ship">
                {t('sellerOps.ship')}
              </button>
            )}
            {canWrite && s.status === 'processing' && (
              <button type="button" className={btn} onClick={() => setCancelling(s)} data-testid="shipment-cancel">
                {t('sellerOps.cancelShipment')}
              </button>
            )}
            {canWrite && !s.sellerId && s.status === 'shipped' && (
              <button type="button" className={btn} onClick={() => setDelivering(s)} data-testid="shipment-deliver">
                {t('sellerOps.deliver')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {shipping && (
        <ShipDialog
          title={t('sellerOps.shipTitle', { code })}
          onClose={() => setShipping(null)}
          submit={async (body) => changed(await adminPayoutsApi.ship(shipping.id, body))}
        />
      )}
      {cancelling && (
        <CancelShipmentDialog
          code={code}
          onClose={() => setCancelling(null)}
          submit={async (reason) => {
            changed(await adminPayoutsApi.cancel(cancelling.id, reason));
            toast.success(t('sellerOps.cancelledToast'));
          }}
        />
      )}
      <ConfirmDialog
        open={delivering !== null}
        title={t('sellerOps.deliver')}
        message={t('sellerOps.deliverConfirm', { code })}
        confirmLabel={t('sellerOps.deliver')}
        busy={busy}
        onConfirm={async () => {
          if (!delivering) return;
          setBusy(true);
          try {
            changed(await adminPayoutsApi.deliver(delivering.id));
            setDelivering(null);
          } catch (err) {
            toast.error(err instanceof Error ? err.message : t('sellerOps.failed'));
          } finally {
            setBusy(false);
          }
        }}
        onCancel={() => setDelivering(null)}
      />
    </section>
  );
}

import type { ShipmentStatus } from '@sen/core/payouts/index';
import { clsx } from 'clsx';
import { badge } from '../admin/kit/classes';
import { useT } from '../i18n/LanguageProvider';

const TONE: Record<ShipmentStatus, string> = {
  processing: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  shipped: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200',
  delivered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
  cancelled: 'bg-muted text-fg-muted',
};

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const t = useT();
  return (
    <span className={clsx(badge, TONE[status])} data-testid="shipment-status">
      {t(`sellerOps.status.${status}`)}
    </span>
  );
}

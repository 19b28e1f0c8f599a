import type { MessageKey } from '@sen/core';
import type { OrderStatus, PaymentStatus } from '@sen/core/checkout/order-status';
import { clsx } from 'clsx';
import { useT } from '../../i18n/LanguageProvider';
import { badge } from '../kit/classes';

export const statusLabel = (s: OrderStatus) => `adminOrders.st.${s}` as MessageKey;
export const paymentLabel = (s: PaymentStatus) => `adminOrders.pay.${s}` as MessageKey;

const TONE: Partial<Record<OrderStatus, string>> = {
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  pendingPayment: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  onHold: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  processing: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  paymentReceived: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  readyForPickup: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-300',
  shipped: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-300',
  delivered: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  pickedUp: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
};
const GREY = 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span className={clsx(badge, TONE[status] ?? GREY)} data-testid="admin-order-status">
      {t(statusLabel(status))}
    </span>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  const tone =
    status === 'paid'
      ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
      : status === 'failed'
        ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300'
        : status === 'pending'
          ? 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300'
          : GREY;
  return (
    <span className={clsx(badge, tone)} data-testid="admin-payment-status">
      {t(paymentLabel(status))}
    </span>
  );
}

/** A date and time as staff in Vietnam read it. */
export function dateTime(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(lang === 'vi' ? 'vi-VN' : lang, {
    timeZone: 'Asia/Ho_Chi_Minh',
    dateStyle: 'short',
    timeStyle: 'short',
  });
}

import type { Order, OrderTracking } from '@sen/core';
import type { OrderAccess } from '@sen/core/api/checkout';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { vnd } from '../catalog/Price';
import { BankTransferBox } from '../checkout/BankTransferBox';
import { totalRows } from '../checkout/total-rows';
import { useT } from '../i18n/LanguageProvider';
import { CheckIcon, MailIcon, PhoneIcon, TruckIcon } from '../ui/icons';
import { accessQuery } from './order-loader';
import { PaymentNotice, type PaymentReturn } from './PaymentNotice';
import { StatusBadge, statusKey } from './StatusBadge';

/** Tailwind needs whole class names: one per length of a tracking path. */
const COLUMNS: Record<number, string> = { 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };

interface Props {
  order: Order;
  tracking: OrderTracking;
  access: OrderAccess;
  /** The gateway's return (?payment=), when the buyer comes back from paying. */
  paymentReturn?: PaymentReturn | null;
}

/**
 * Spec 2 "Order-success page" for a placed order the visitor may read: its code, its real status
 * and path so far, the chosen shipping method's estimate and, for a bank transfer, the VietQR with
 * the order's transfer reference.
 */
export function OrderSuccessPage({ order, tracking, access, paymentReturn = null }: Props) {
  const t = useT();
  const { code } = order;
  const query = accessQuery(access);
  const orderPath = `/orders/${encodeURIComponent(code)}`;
  const bank = order.paymentMethod.bankTransfer;
  const estimate = order.requiresShipping ? order.shippingMethod?.estimatedDelivery.text : null;
  const button = 'flex h-12 items-center justify-center rounded-xl px-5 font-semibold';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10" data-testid="order-success">
      <div className="rounded-3xl border border-line bg-surface p-6 text-center md:p-10">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-600 text-white">
          <CheckIcon size={32} />
        </span>
        <h1 className="mt-4 text-2xl font-bold md:text-3xl">{t('order.successTitle')}</h1>
        <p className="mt-2 text-fg-muted">{t('order.thanks', { name: order.customer.fullName || t('order.customer') })}</p>
        <p className="mt-5 text-sm text-fg-muted">{t('order.code')}</p>
        <p className="font-mono text-2xl font-bold tracking-wide text-brand-600" data-testid="order-code">
          {code}
        </p>
        <div className="mt-3 flex justify-center">
          <StatusBadge status={order.status} />
        </div>
        {estimate && (
          <p className="mt-3 text-sm" data-testid="delivery-estimate">
            {t('checkout.ship.estimate', { text: estimate })}
          </p>
        )}
        <ol
          className={clsx(
            'mx-auto mt-6 grid max-w-lg gap-1 text-[11px] sm:text-xs',
            COLUMNS[tracking.steps.length] ?? 'grid-cols-5',
          )}
          data-testid="success-steps"
        >
          {tracking.steps.map((step, i) => (
            <li key={step.status} className="flex flex-col items-center gap-1.5" data-reached={step.reached}>
              <span
                className={clsx(
                  'flex h-8 w-8 items-center justify-center rounded-full font-bold',
                  step.reached ? 'bg-emerald-600 text-white' : 'bg-muted text-fg-muted',
                )}
              >
                {step.reached ? <CheckIcon size={16} /> : i + 1}
              </span>
              {t(statusKey(step.status))}
            </li>
          ))}
        </ol>
      </div>
      <PaymentNotice order={order} query={query} result={paymentReturn} />
      {((order.giftCardAmount ?? 0) > 0 || (order.pointsDiscount ?? 0) > 0) && (
        // Paid in part with gift cards or points: how the total came down to what is left to pay.
        <dl
          className="mx-auto mt-6 max-w-md space-y-1.5 rounded-3xl border border-line bg-surface p-6 text-sm"
          data-testid="success-totals"
        >
          {totalRows(t, { ...order, shipping: order.requiresShipping ? order.shippingCost : null })
            .filter(([, , show]) => show)
            .map(([label, amount, , testId]) => (
              <div key={testId} className="flex justify-between" data-testid={`success-${testId}`}>
                <dt className="text-fg-muted">{label}</dt>
                <dd>{amount < 0 ? `−${vnd(-amount)}` : vnd(amount)}</dd>
              </div>
            ))}
          <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
            <dt>{t('cart.total')}</dt>
            <dd className="text-brand-600">{vnd(order.total)}</dd>
          </div>
        </dl>
      )}
      {bank && (
        <div className="mt-6">
          <BankTransferBox
            bankName={bank.bankName}
            accountNumber={bank.accountNumber}
            accountHolder={bank.accountHolder}
            reference={bank.reference}
            amount={bank.amount}
          />
        </div>
      )}
      <section className="mt-6 rounded-3xl border border-line bg-surface p-6">
        <h2 className="mb-3 text-lg font-bold">{t('order.next')}</h2>
        <ul className="space-y-2 text-sm">
          <li className="flex gap-2">
            <PhoneIcon size={18} className="shrink-0 text-brand-600" /> {t('order.next.call')}
          </li>
          <li className="flex gap-2">
            <MailIcon size={18} className="shrink-0 text-brand-600" /> {t('order.next.email', { email: order.customer.email })}
          </li>
          <li className="flex gap-2">
            <TruckIcon size={18} className="shrink-0 text-brand-600" /> {t('order.next.tracking')}
          </li>
        </ul>
      </section>
      <div className="mt-6 grid gap-3 sm:grid-cols-3">
        <Link to="/products" className={`${button} border border-line hover:bg-muted`}>
          {t('order.continue')}
        </Link>
        <Link to={`${orderPath}${query}`} className={`${button} border border-line hover:bg-muted`} data-testid="view-order">
          {t('order.view')}
        </Link>
        <Link
          to={`${orderPath}/track${query}`}
          className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          data-testid="track-order"
        >
          {t('order.trackIt')}
        </Link>
      </div>
    </div>
  );
}

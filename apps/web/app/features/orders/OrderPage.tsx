import type { Order } from '@sen/core';
import type { OrderAccess } from '@sen/core/api/checkout';
import { canCustomerCancel } from '@sen/core/checkout/order-status';
import { formatShopTime } from '@sen/core/shop-time';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LegacyAddressLine } from '../address/LegacyAddress';
import { useAuth } from '../auth/AuthProvider';
import { vnd } from '../catalog/Price';
import { totalRows } from '../checkout/total-rows';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { OrderReturnsSection } from '../returns/OrderReturnsSection';
import { CancelOrder } from './CancelOrder';
import { accessQuery } from './order-loader';
import { StatusBadge } from './StatusBadge';

/** The pickup store and code of a click-and-collect order: its own chunk and texts (issue 18). */
const OrderPickup = lazy(() => import('../stores/OrderPickup'));

/** /orders/{code}: what was bought, the totals, where it goes, how it is paid and its status. */
export function OrderPage({ order, access }: { order: Order; access: OrderAccess }) {
  const t = useT();
  const { lang } = useLanguage();
  const { user } = useAuth();
  // Who may cancel (the server decides; this only hides a button that would fail): a customer's
  // order its owner signed in, a guest's order the holder of the mailed link's token. Staff
  // cancel from the admin area; an e-mail, phone or lookup token only reads.
  const mayCancel = order.customer.userId ? !!user && user.id === order.customer.userId : !!access.token;
  // shippingCost is the fee charged, after any free shipping (orders store the net fee).
  const totals = totalRows(t, { ...order, shipping: order.requiresShipping ? order.shippingCost : null });
  const card = 'rounded-2xl border border-line bg-surface p-5';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8" data-testid="order-page">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('order.title', { code: order.code })}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={order.status} />
          <Link
            to={`/orders/${encodeURIComponent(order.code)}/track${accessQuery(access)}`}
            className="text-sm font-medium text-brand-600 hover:underline"
          >
            {t('order.trackIt')}
          </Link>
          {mayCancel && canCustomerCancel(order) && <CancelOrder order={order} access={access} />}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
        <section className={card}>
          <h2 className="mb-3 font-bold">{t('order.items')}</h2>
          <ul className="divide-y divide-line">
            {order.items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-3 text-sm">
                <img
                  src={item.image || '/favicon.svg'}
                  alt=""
                  width={56}
                  height={56}
                  className="h-14 w-14 rounded-lg border border-line bg-white object-contain"
                />
                <span className="flex-1">
                  {item.name}
                  <span className="block text-xs text-fg-muted">
                    {vnd(item.price)} × {item.quantity}
                  </span>
                </span>
                <span className="font-medium">{vnd(item.total)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1.5 border-t border-line pt-3 text-sm">
            {totals
              .filter(([, , show]) => show)
              .map(([label, amount, , testId]) => (
                <div key={testId} className="flex justify-between" data-testid={`order-${testId}`}>
                  <dt className="text-fg-muted">{label}</dt>
                  <dd>{amount < 0 ? `−${vnd(-amount)}` : vnd(amount)}</dd>
                </div>
              ))}
            <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
              <dt>{t('cart.total')}</dt>
              <dd className="text-brand-600">{vnd(order.total)}</dd>
            </div>
          </dl>
        </section>
        <div className="space-y-4">
          {order.pickup && (
            <Suspense fallback={null}>
              <OrderPickup pickup={order.pickup} status={order.status} />
            </Suspense>
          )}
          {order.shippingAddress && (
            <section className={card}>
              <h2 className="mb-2 font-bold">{t('order.shippingTo')}</h2>
              <p className="text-sm">{order.shippingAddress.fullName}</p>
              <p className="text-sm text-fg-muted">{order.shippingAddress.phone}</p>
              <p className="text-sm text-fg-muted">{order.shippingAddress.fullAddress}</p>
              <LegacyAddressLine address={order.shippingAddress.legacyAddress} />
            </section>
          )}
          {order.shippingMethod && (
            <section className={card}>
              <h2 className="mb-2 font-bold">{t('order.shippingMethod')}</h2>
              <p className="text-sm">{order.shippingMethod.name}</p>
              <p className="text-sm text-fg-muted">{order.shippingMethod.estimatedDelivery.text}</p>
            </section>
          )}
          <section className={card}>
            <h2 className="mb-2 font-bold">{t('order.payment')}</h2>
            <p className="text-sm">{order.paymentMethod.name}</p>
            {order.paymentMethod.instructions && <p className="mt-1 text-sm text-fg-muted">{order.paymentMethod.instructions}</p>}
            {order.paymentDueAt && (
              <p className="mt-2 text-sm font-medium text-amber-700 dark:text-amber-300" data-testid="payment-due">
                {t('order.payBy', { time: formatShopTime(order.paymentDueAt, lang) })}
              </p>
            )}
          </section>
        </div>
      </div>
      <OrderReturnsSection order={order} access={access} mayAct={mayCancel} />
    </div>
  );
}

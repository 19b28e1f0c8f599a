import type { CartLine, CartQuote } from '@sen/core';
import { Link } from 'react-router';
import { SoldBy } from '../cart/SoldBy';
import { vnd } from '../catalog/Price';
import { useT } from '../i18n/LanguageProvider';
import { totalRows } from './total-rows';

/** Beside the steps: the lines and the server's totals for the choices made so far. */
export function OrderSummary({ lines, quote }: { lines: CartLine[]; quote: CartQuote | null }) {
  const t = useT();
  const totals = quote?.totals;
  const shippingKnown = Boolean(quote?.shipping);
  const rows = totals ? totalRows(t, { ...totals, shipping: shippingKnown ? totals.shippingFee : null, ...quote?.rewards }) : [];
  return (
    <aside className="h-fit rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-24" data-testid="checkout-summary">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 className="text-lg font-bold">{t('cart.summary')}</h2>
        <Link to="/cart" className="text-sm font-medium text-brand-600 hover:underline">
          {t('checkout.backToCart')}
        </Link>
      </div>
      <ul className="mb-4 max-h-72 space-y-3 overflow-y-auto">
        {lines.map((l) => (
          <li key={l.cartItemId} className="flex items-center gap-3 text-sm">
            <span className="relative shrink-0">
              <img
                src={l.image || '/favicon.svg'}
                alt=""
                width={48}
                height={48}
                className="h-12 w-12 rounded-lg border border-line bg-white object-contain"
              />
              <span className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-fg px-1 text-[11px] font-bold text-surface">
                {l.quantity}
              </span>
            </span>
            <span className="flex-1">
              <span className="line-clamp-2">{l.name}</span>
              {l.soldBy && <SoldBy seller={l.soldBy} />}
            </span>
            <span className="font-medium">{vnd(l.price * l.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-line pt-3 text-sm">
        {rows
          .filter(([, , show]) => show)
          .map(([label, amount, , testId]) => (
            <div key={testId} className="flex justify-between gap-3" data-testid={`summary-${testId}`}>
              <dt className="text-fg-muted">{label}</dt>
              <dd className="font-medium">{amount < 0 ? `−${vnd(-amount)}` : vnd(amount)}</dd>
            </div>
          ))}
        {totals && !shippingKnown && quote?.requiresShipping && (
          <div className="flex justify-between gap-3">
            <dt className="text-fg-muted">{t('cart.shipping')}</dt>
            <dd className="text-fg-muted">{t('cart.shippingAtCheckout')}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 border-t border-line pt-3 text-base font-bold">
          <dt>{t('cart.total')}</dt>
          <dd className="text-brand-600" data-testid="checkout-total">
            {totals ? vnd(totals.total) : '…'}
          </dd>
        </div>
      </dl>
    </aside>
  );
}

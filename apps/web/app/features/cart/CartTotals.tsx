import { vnd } from '../catalog/Price';
import { useT } from '../i18n/LanguageProvider';
import type { CartState } from './cart-store';

/** Summary rows (spec 1 §9): tax and discount rows only when above 0; shipping is priced at checkout. */
export function CartTotals({ cart }: { cart: CartState }) {
  const t = useT();
  const localSubtotal = cart.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const totals = cart.quote?.totals;
  const subtotal = totals?.subtotal ?? localSubtotal;
  // Points and gift cards chosen at checkout are priced by the server like the order (decision 0351).
  const rewards = cart.quote?.rewards;
  const points = rewards?.pointsDiscount ?? 0;
  const cards = rewards?.giftCardAmount ?? 0;
  const row = 'flex justify-between gap-4 text-sm';
  return (
    <dl className="space-y-2" data-testid="cart-totals">
      <div className={row}>
        <dt className="text-fg-muted">{t('cart.subtotal')}</dt>
        <dd className="font-medium">{vnd(subtotal)}</dd>
      </div>
      {(totals?.tax ?? 0) > 0 && (
        <div className={row}>
          <dt className="text-fg-muted">{t('cart.tax')}</dt>
          <dd className="font-medium">{vnd(totals?.tax ?? 0)}</dd>
        </div>
      )}
      {(totals?.discount ?? 0) - points > 0 && (
        <div className={row}>
          <dt className="text-fg-muted">{t('cart.discount')}</dt>
          <dd className="font-medium text-emerald-600">−{vnd((totals?.discount ?? 0) - points)}</dd>
        </div>
      )}
      {points > 0 && (
        <div className={row} data-testid="cart-points">
          <dt className="text-fg-muted">{t('cart.points', { points: rewards?.pointsRedeemed ?? 0 })}</dt>
          <dd className="font-medium text-emerald-600">−{vnd(points)}</dd>
        </div>
      )}
      {cards > 0 && (
        <div className={row} data-testid="cart-gift-card">
          <dt className="text-fg-muted">{t('cart.giftCard')}</dt>
          <dd className="font-medium text-emerald-600">−{vnd(cards)}</dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-fg-muted">{t('cart.shipping')}</dt>
        <dd className="text-fg-muted">{t('cart.shippingAtCheckout')}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-bold">
        <dt>{t('cart.total')}</dt>
        <dd className="text-brand-600" data-testid="cart-total">
          {vnd(totals?.total ?? subtotal)}
        </dd>
      </div>
    </dl>
  );
}

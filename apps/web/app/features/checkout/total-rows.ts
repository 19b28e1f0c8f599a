import type { Translate } from '../i18n/LanguageProvider';

/** One row of a totals list: label, signed amount, whether it shows, a test id. */
export type TotalRow = [label: string, amount: number, show: boolean, testId: string];

/**
 * The rows under the lines of a cart quote or an order (decision 0351), the same everywhere:
 * promotions, points and gift cards each on their own row. `discount` holds the points'
 * discount (as the server stores it), so it is shown without them; `shipping` is the fee
 * charged (after any free shipping), null while no method is chosen.
 */
export function totalRows(
  t: Translate,
  x: {
    subtotal: number;
    tax: number;
    discount: number;
    shipping: number | null;
    handlingFee: number;
    pointsDiscount?: number;
    pointsRedeemed?: number;
    giftCardAmount?: number;
  },
): TotalRow[] {
  const points = x.pointsDiscount ?? 0;
  const cards = x.giftCardAmount ?? 0;
  return [
    [t('cart.subtotal'), x.subtotal, true, 'row-subtotal'],
    [t('cart.tax'), x.tax, x.tax > 0, 'row-tax'],
    [t('cart.discount'), -(x.discount - points), x.discount - points > 0, 'row-discount'],
    [t('cart.points', { points: x.pointsRedeemed ?? 0 }), -points, points > 0, 'row-points'],
    [t('cart.shipping'), x.shipping ?? 0, x.shipping !== null, 'row-shipping'],
    [t('cart.handlingFee'), x.handlingFee, x.handlingFee > 0, 'row-handling'],
    [t('cart.giftCard'), -cards, cards > 0, 'row-gift-card'],
  ];
}

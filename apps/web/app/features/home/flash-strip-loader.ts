import { promotionsApi } from '@sen/core/api/promotions';
import { translate } from '@sen/core/i18n/translate';
import { formatVnd } from '@sen/core/money';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../api/server-api';
import type { FlashStripData } from './FlashStrip';

/** The running flash sale for the home strip, or null; never fails the home page. */
export async function flashStrip(context: AppLoadContext): Promise<FlashStripData | null> {
  try {
    const { now, sales } = await promotionsApi(serverApi(context)).flashSales();
    const sale = sales.find((s) => Date.parse(s.startsAt) <= Date.parse(now) && s.items.length > 0);
    if (!sale) return null;
    const lang = context.lang;
    return {
      title: translate(lang, 'promo.flash.title'),
      endsIn: translate(lang, 'promo.flash.endsIn'),
      more: translate(lang, 'promo.flash.viewAll'),
      endsAt: sale.endsAt,
      items: sale.items.slice(0, 8).flatMap((i) =>
        i.product && i.summary
          ? [
              {
                id: i._id,
                name: i.product.name,
                href: `/products/${encodeURIComponent(i.product.slug)}`,
                image: i.product.thumbnail,
                price: formatVnd(i.product.price),
                flashPrice: formatVnd(i.product.flashPrice),
                bar: i.cap ? Math.min(100, Math.round((i.sold / i.cap) * 100)) : null,
                label: i.cap
                  ? i.sold >= i.cap
                    ? translate(lang, 'promo.flash.soldOut')
                    : translate(lang, 'promo.flash.left', { n: i.cap - i.sold })
                  : '',
              },
            ]
          : [],
      ),
    };
  } catch {
    return null;
  }
}

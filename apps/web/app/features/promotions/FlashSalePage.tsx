import type { FlashSale, FlashSaleItem } from '@sen/core/checkout/types';
import { formatVnd } from '@sen/core/money';
import { useCallback } from 'react';
import { Link, useRevalidator } from 'react-router';
import { addToCart } from '../cart/cart-actions';
import { productHref } from '../catalog/card-product';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { Countdown } from './Countdown';

/** /flash-sale: the running sales (countdown to their end) and the next ones (countdown to their start). */
export function FlashSalePage({ now, sales }: { now: string; sales: FlashSale[] }) {
  const t = useT();
  const revalidator = useRevalidator();
  // At zero the server is asked again: it decides which prices apply now.
  const refresh = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const at = Date.parse(now);
  return (
    <div className="container-page py-6">
      <h1 className="text-2xl font-bold text-fg">{t('promo.flash.title')}</h1>
      <p className="mt-1 text-fg-muted">{t('promo.flash.lead')}</p>
      {sales.length === 0 && <p className="mt-8 text-fg-muted">{t('promo.flash.none')}</p>}
      {sales.map((sale) => {
        const running = Date.parse(sale.startsAt) <= at;
        return (
          <section key={sale._id} className="mt-8" data-testid="flash-sale" data-running={running}>
            <div className="flex flex-wrap items-center gap-3 rounded-t-xl bg-red-600 px-4 py-3 text-white">
              <h2 className="text-lg font-bold">{sale.name}</h2>
              <span className="rounded bg-white/20 px-2 py-0.5 text-xs font-semibold uppercase">
                {running ? t('promo.flash.running') : t('promo.flash.upcoming')}
              </span>
              <span className="ml-auto text-sm">
                {running ? t('promo.flash.endsIn') : t('promo.flash.startsIn')}{' '}
                <Countdown target={running ? sale.endsAt : sale.startsAt} serverNow={now} onDone={refresh} />
              </span>
            </div>
            <ul className="grid grid-cols-2 gap-3 rounded-b-xl border border-line p-3 sm:grid-cols-3 lg:grid-cols-5">
              {sale.items.map((item) => (
                <FlashItem key={item._id} item={item} running={running} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function FlashItem({ item, running }: { item: FlashSaleItem; running: boolean }) {
  const t = useT();
  const p = item.product;
  if (!p || !item.summary) return null;
  const left = item.cap === null ? null : Math.max(0, item.cap - item.sold);
  const soldOut = left === 0;
  const percent = item.cap ? Math.min(100, Math.round((item.sold / item.cap) * 100)) : 0;
  const buy = async () => {
    const res = await addToCart({ ...item.summary!, ...(item.variantId ? { variantId: item.variantId } : {}) }, 1);
    if (res.ok) toast.success(t('promo.flash.added'));
    else toast.error(res.message ?? t('promo.flash.addFailed'));
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-surface p-2" data-testid="flash-item">
      <Link to={productHref(item.summary)} className="block">
        {p.thumbnail && (
          <img
            src={p.thumbnail}
            alt={p.name}
            width={300}
            height={300}
            loading="lazy"
            className="aspect-square w-full rounded object-cover"
          />
        )}
        <span className="mt-1 line-clamp-2 text-sm text-fg">{p.name}</span>
      </Link>
      <div>
        <span className="text-lg font-bold text-red-600" data-testid="flash-price">
          {formatVnd(p.flashPrice)}
        </span>{' '}
        {p.flashPrice < p.price && <s className="text-xs text-fg-muted">{formatVnd(p.price)}</s>}
      </div>
      {item.cap !== null && (
        <div className="relative h-4 overflow-hidden rounded-full bg-red-100" data-testid="flash-bar">
          <div className="h-full bg-red-500" style={{ width: `${percent}%` }} />
          <span className="absolute inset-0 text-center text-[11px] font-semibold leading-4 text-red-950">
            {soldOut
              ? t('promo.flash.soldOut')
              : `${t('promo.flash.sold', { n: item.sold })} · ${t('promo.flash.left', { n: left ?? 0 })}`}
          </span>
        </div>
      )}
      {item.perCustomer !== null && (
        <span className="text-xs text-fg-muted">{t('promo.flash.perCustomer', { n: item.perCustomer })}</span>
      )}
      {running && !soldOut && item.summary.hasVariants && !item.variantId && (
        <Link to={productHref(item.summary)} className="btn-cart mt-auto text-center">
          {t('promo.flash.buy')}
        </Link>
      )}
      {running && !soldOut && !(item.summary.hasVariants && !item.variantId) && (
        <button type="button" className="btn-cart mt-auto" onClick={() => void buy()} data-testid="flash-buy">
          {t('promo.flash.buy')}
        </button>
      )}
    </li>
  );
}

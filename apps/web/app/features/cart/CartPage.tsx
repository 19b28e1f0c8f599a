import { useEffect } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { vnd } from '../catalog/Price';
import { useT } from '../i18n/LanguageProvider';
import type { ShellData } from '../shell/shell-loader';
import { CartIcon, CloseIcon, ReturnIcon, TruckIcon } from '../ui/icons';
import { toast } from '../ui/toast';
import { CartLineItem } from './CartLineItem';
import { CartTotals } from './CartTotals';
import { clearCart, refreshQuote } from './cart-actions';
import { setCart, useCart } from './cart-store';
import { PromoBox } from './PromoBox';

const primary = 'flex h-12 items-center justify-center rounded-xl bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

/** Spec 1 "Cart page (/cart)". */
export function CartPage() {
  const t = useT();
  const cart = useCart();
  // The general settings (admin area) decide the threshold and the return window.
  const settings = (useRouteLoaderData('routes/storefront') as ShellData | undefined)?.settings;

  useEffect(() => {
    window.scrollTo({ top: 0 });
    void refreshQuote();
  }, []);

  const clear = async () => {
    try {
      await clearCart();
      toast.success(t('cart.cleared'));
    } catch {
      toast.error(t('checkout.failed'));
    }
  };
  const error = cart.error === 'CART_LOAD_FAILED' ? t('cart.loadFailed') : cart.error;

  if (cart.lines.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center" data-testid="cart-empty">
        <span className="flex h-20 w-20 items-center justify-center rounded-full bg-muted text-fg-muted">
          <CartIcon size={36} />
        </span>
        <h1 className="text-2xl font-bold">{t('cart.empty')}</h1>
        <p className="text-fg-muted">{t('cart.emptyHint')}</p>
        <Link to="/" className={primary}>
          {t('cart.startShopping')}
        </Link>
      </div>
    );
  }

  return (
    <div className="container-page py-6 md:py-8" data-testid="cart-page">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          {t('cart.title')}{' '}
          <span className="text-base font-normal text-fg-muted">({t('cart.itemCount', { count: cart.lines.length })})</span>
        </h1>
        {cart.lines.length > 1 && (
          <button
            type="button"
            onClick={clear}
            className="text-sm font-medium text-red-600 hover:underline"
            data-testid="cart-clear"
          >
            {t('cart.clearAll')}
          </button>
        )}
      </div>
      {error && (
        <div
          role="alert"
          className="mb-4 flex items-start justify-between gap-3 rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-700 dark:text-red-300"
        >
          <span>{error}</span>
          <button type="button" onClick={() => setCart({ error: null })} aria-label={t('cart.dismiss')}>
            <CloseIcon size={16} />
          </button>
        </div>
      )}
      <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
        <div>
          <ul className="divide-y divide-line rounded-2xl border border-line bg-surface px-4">
            {cart.lines.map((line) => (
              <CartLineItem key={line.cartItemId} line={line} />
            ))}
          </ul>
          <Link to="/" className="mt-4 inline-block text-sm font-medium text-brand-600 hover:underline">
            ← {t('cart.continueShopping')}
          </Link>
        </div>
        <aside className="h-fit space-y-4 rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-24">
          <h2 className="text-lg font-bold">{t('cart.summary')}</h2>
          <PromoBox />
          <CartTotals cart={cart} />
          <Link to="/check-out" className={`${primary} w-full`} data-testid="cart-checkout">
            {t('cart.checkout')}
          </Link>
          <ul className="space-y-2 text-sm text-fg-muted">
            <li className="flex gap-2">
              <TruckIcon size={18} className="shrink-0" />
              <span>
                {t('cart.freeShipping', { amount: vnd(settings?.freeShippingThreshold ?? 500_000) })}. {t('cart.shippingNote')}.
              </span>
            </li>
            <li className="flex gap-2">
              <ReturnIcon size={18} className="shrink-0" />
              {t('cart.returns', { days: settings?.returnDays ?? 30 })}
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}

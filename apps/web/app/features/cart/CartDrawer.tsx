import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { Drawer } from '../ui/Drawer';
import { CloseIcon } from '../ui/icons';
import { CartLineItem } from './CartLineItem';
import { CartTotals } from './CartTotals';
import { refreshQuote } from './cart-actions';
import { closeCartDrawer, useCart } from './cart-store';

/** Spec 1 "Cart drawer": max 480 px (90 %); the header counts quantities; Escape closes it. */
export function CartDrawer() {
  const t = useT();
  const cart = useCart();
  const count = cart.lines.reduce((sum, l) => sum + l.quantity, 0);

  // Mounted by the cart button once first opened, and kept, so the exit animation can run.
  useEffect(() => {
    if (cart.drawerOpen) void refreshQuote();
  }, [cart.drawerOpen]);

  const button = 'flex h-11 items-center justify-center rounded-xl px-4 text-sm font-semibold';
  // On <body>: the sticky header around the cart button would otherwise clip the fixed panel.
  return createPortal(
    <Drawer
      open={cart.drawerOpen}
      onClose={closeCartDrawer}
      label={t('cart.title')}
      side="right"
      panelClassName="w-[90%] max-w-[480px]"
      testId="cart-drawer"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-4">
        <h2 className="text-lg font-bold">{t('cart.drawerTitle', { count })}</h2>
        <button type="button" onClick={closeCartDrawer} aria-label={t('cart.close')} className="icon-button">
          <CloseIcon size={20} />
        </button>
      </div>
      {cart.lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
          <p className="font-medium">{t('cart.empty')}</p>
          <Link to="/" onClick={closeCartDrawer} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
            {t('cart.startShopping')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex-1 divide-y divide-line overflow-y-auto px-5">
            {cart.lines.map((line) => (
              <CartLineItem key={line.cartItemId} line={line} compact onNavigate={closeCartDrawer} />
            ))}
          </ul>
          <div className="space-y-3 border-t border-line px-5 py-4">
            <CartTotals cart={cart} />
            <div className="grid grid-cols-2 gap-2">
              <Link
                to="/cart"
                onClick={closeCartDrawer}
                className={`${button} border border-line hover:bg-muted`}
                data-testid="drawer-view-cart"
              >
                {t('cart.viewCart')}
              </Link>
              <Link
                to="/check-out"
                onClick={closeCartDrawer}
                className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
                data-testid="drawer-checkout"
              >
                {t('cart.checkout')}
              </Link>
            </div>
          </div>
        </>
      )}
    </Drawer>,
    document.body,
  );
}

import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { useCartOwner } from '../cart/cart-session';
import { openCartDrawer, useCart, useCartLineCount } from '../cart/cart-store';
import { useT } from '../i18n/LanguageProvider';
import { CartIcon } from '../ui/icons';
import { useOpenedOnce } from '../ui/use-opened-once';

// Fetched when first opened (or hovered): most page views never open the drawer.
const loadCartDrawer = () => import('../cart/CartDrawer');
const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));

/** The badge counts cart lines (spec 1 §9); a click opens the cart drawer (a plain link to /cart without script). */
export function CartButton() {
  const count = useCartLineCount();
  const t = useT();
  const { user } = useAuth();
  useCartOwner(user?._id ?? null);
  const drawerWanted = useOpenedOnce(useCart((cart) => cart.drawerOpen));
  const label = count > 0 ? t('cart.withCount', { count }) : t('cart.label');
  return (
    <>
      <Link
        to="/cart"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          openCartDrawer();
        }}
        onPointerEnter={() => void loadCartDrawer()}
        onFocus={() => void loadCartDrawer()}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        className="icon-button relative"
        data-testid="cart-button"
      >
        <CartIcon size={20} />
        {count > 0 && (
          <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-surface">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
      {drawerWanted && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </>
  );
}

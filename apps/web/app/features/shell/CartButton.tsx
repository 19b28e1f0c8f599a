import { Link } from 'react-router';
import { useCartLineCount } from '../cart/cart-store';
import { useT } from '../i18n/LanguageProvider';
import { CartIcon } from '../ui/icons';

/** The badge counts cart lines (spec 1 §9). The cart drawer comes with the cart issue. */
export function CartButton() {
  const count = useCartLineCount();
  const t = useT();
  const label = count > 0 ? t('cart.withCount', { count }) : t('cart.label');
  return (
    <Link to="/cart" aria-label={label} title={label} className="icon-button relative" data-testid="cart-button">
      <CartIcon size={20} />
      {count > 0 && (
        <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-surface">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

import type { MessageKey } from '@sen/core';
import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { useCartLineCount } from '../cart/cart-store';
import { useT } from '../i18n/LanguageProvider';
import { CartIcon, GridIcon, HomeIcon, TagIcon, UserIcon } from '../ui/icons';

const ITEMS: Array<{ to: string; label: MessageKey; icon: React.ReactNode }> = [
  { to: '/', label: 'bottomBar.home', icon: <HomeIcon size={22} /> },
  { to: '/categories', label: 'bottomBar.categories', icon: <GridIcon size={22} /> },
  { to: '/promotions', label: 'bottomBar.promotions', icon: <TagIcon size={22} /> },
  { to: '/cart', label: 'bottomBar.cart', icon: <CartIcon size={22} /> },
  // The account entry's path depends on who is signed in (below).
  { to: '/account', label: 'bottomBar.account', icon: <UserIcon size={22} /> },
];

/** The sticky bottom bar below 768 px (loaded lazily by the layout). */
export default function MobileBottomBar() {
  const t = useT();
  const cartCount = useCartLineCount();
  const { user } = useAuth();
  return (
    <nav
      aria-label={t('bottomBar.label')}
      data-testid="mobile-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to === '/account' && !user ? '/login' : item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                clsx(
                  'relative flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium',
                  isActive ? 'text-brand-700 dark:text-brand-300' : 'text-fg-muted',
                )
              }
            >
              <span className="relative">
                {item.icon}
                {item.to === '/cart' && cartCount > 0 && (
                  <span className="absolute -top-1.5 -right-2.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-brand-600 px-1 text-[10px] font-bold text-white">
                    {cartCount > 99 ? '99+' : cartCount}
                  </span>
                )}
              </span>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { MessageKey } from '@sen/core';
import type { SellerApplication } from '@sen/core/sellers/index';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { ChartIcon, ClipboardIcon, DashboardIcon, PackageIcon, StoreIcon } from '../admin/icons';
import { useT } from '../i18n/LanguageProvider';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { LotusMark } from '../shell/Logo';
import { ThemeSwitcher } from '../theme/ThemeSwitcher';
import { HomeIcon } from '../ui/icons';

/** The seller area's menu (issue 18): each item is one of the seller's own screens. */
export const SELLER_NAV: { path: string; label: MessageKey; icon: ReactNode }[] = [
  { path: '/seller/dashboard', label: 'seller.nav.dashboard', icon: <DashboardIcon size={18} /> },
  { path: '/seller/products', label: 'seller.nav.products', icon: <PackageIcon size={18} /> },
  { path: '/seller/orders', label: 'seller.nav.orders', icon: <ClipboardIcon size={18} /> },
  { path: '/seller/analytics', label: 'seller.nav.analytics', icon: <ChartIcon size={18} /> },
  { path: '/seller/payouts', label: 'seller.nav.payouts', icon: <StoreIcon size={18} /> },
];

const navItem = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-semibold transition',
    isActive ? 'bg-brand-600 text-white' : 'text-fg-muted hover:bg-muted hover:text-fg',
  );

/**
 * The seller area's shell: a header with the shop's name, the menu (a side column from 768 px, a
 * scrolling row below) and the page. The menu shows only to an approved seller; anyone else sees
 * the application page alone (the loader sends them there).
 */
export function SellerLayout({ application }: { application: SellerApplication | null }) {
  const t = useT();
  const approved = application?.status === 'approved';
  return (
    <div className="min-h-dvh bg-page" data-testid="seller-shell">
      <a href="#seller-main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-line bg-surface/95 px-3 backdrop-blur md:px-6">
        <Link to="/seller" className="flex items-center gap-2.5 font-extrabold tracking-tight text-fg">
          <span className="flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-md">
            <LotusMark className="size-6" />
          </span>
          <span className="hidden sm:inline">{t('seller.title')}</span>
        </Link>
        {application && (
          <span className="truncate text-sm font-semibold text-fg-muted" data-testid="seller-shop-name">
            {application.shopName}
          </span>
        )}
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher testId="seller-language" />
          <ThemeSwitcher testId="seller-theme" />
          <Link to="/" className="icon-button" aria-label={t('seller.backToShop')} title={t('seller.backToShop')}>
            <HomeIcon size={20} />
          </Link>
          <Link to="/logout" className="btn-secondary hidden text-sm sm:inline-flex">
            {t('seller.logout')}
          </Link>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4 md:flex-row md:gap-8 md:p-8">
        {approved && (
          <nav aria-label={t('seller.nav')} className="md:w-52 md:shrink-0" data-testid="seller-nav">
            <ul className="flex gap-1 overflow-x-auto md:sticky md:top-24 md:flex-col">
              {SELLER_NAV.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} className={navItem}>
                    {item.icon}
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="seller-main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

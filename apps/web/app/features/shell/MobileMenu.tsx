import type { MenuColumn, MessageKey, StoreSettings } from '@sen/core';
import { clsx } from 'clsx';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { Avatar } from '../catalog/Avatar';
import { useT } from '../i18n/LanguageProvider';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { ThemeSwitcher } from '../theme/ThemeSwitcher';
import { DRAWER_EXIT_MS, Drawer } from '../ui/Drawer';
import {
  CartIcon,
  CloseIcon,
  FireIcon,
  GridIcon,
  HomeIcon,
  NewsIcon,
  PhoneIcon,
  SparklesIcon,
  TagIcon,
  UserIcon,
} from '../ui/icons';
import { Logo } from './Logo';
import { DRAWER_LINKS } from './nav-links';
import { SearchBox } from './SearchBox';

const ICONS: Record<string, React.ReactNode> = {
  '/': <HomeIcon size={20} />,
  '/categories': <GridIcon size={20} />,
  '/bestsellers': <FireIcon size={20} />,
  '/new-products': <SparklesIcon size={20} />,
  '/promotions': <TagIcon size={20} />,
  '/blog': <NewsIcon size={20} />,
  '/cart': <CartIcon size={20} />,
};

interface Props {
  open: boolean;
  onClose: () => void;
  menu: MenuColumn[] | null;
  settings: StoreSettings | null;
}

/** Spec 1 §2: the mobile drawer, at most 360 px or 85 % of the screen. */
export function MobileMenu({ open, onClose, menu, settings }: Props) {
  const t = useT();
  const { user, openModal } = useAuth();
  const topLevel = (menu ?? []).filter((c) => c.href).slice(0, 8);
  const linkLabel = (key: MessageKey) => t(key);

  return (
    <Drawer open={open} onClose={onClose} label={t('nav.menu')} panelClassName="w-[85%] max-w-[360px]" testId="mobile-menu">
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <Logo compact />
        <button
          type="button"
          onClick={onClose}
          aria-label={t('nav.closeMenu')}
          title={t('nav.closeMenu')}
          className="icon-button"
        >
          <CloseIcon size={22} />
        </button>
      </div>

      <div className="px-4 py-3">
        <SearchBox compact />
      </div>

      <nav aria-label={t('nav.menu')} className="px-2">
        <ul>
          {DRAWER_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                onClick={onClose}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-3 rounded-xl px-3 py-3 text-[15px] font-medium transition-colors',
                    isActive ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300' : 'text-fg hover:bg-muted',
                  )
                }
              >
                <span className="text-fg-muted">{ICONS[link.to]}</span>
                {linkLabel(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {topLevel.length > 0 && (
        <section className="mt-2 border-t border-line px-4 py-4" aria-labelledby="drawer-categories">
          <h2 id="drawer-categories" className="mb-3 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t('megaMenu.title')}
          </h2>
          <ul className="grid grid-cols-4 gap-2">
            {topLevel.map((c) => (
              <li key={c.id}>
                <Link
                  to={c.href!}
                  onClick={onClose}
                  className="flex flex-col items-center gap-1.5 rounded-lg p-1 text-center hover:bg-muted"
                >
                  <Avatar name={c.label} image={c.image} className="size-12 text-base" />
                  <span className="line-clamp-2 text-[11px] leading-tight text-fg">{c.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-auto space-y-3 border-t border-line px-4 py-4">
        {user ? (
          <Link to="/account" onClick={onClose} className="btn-primary w-full" data-testid="drawer-account">
            <UserIcon size={18} />
            <span className="truncate">{user.name || user.username}</span>
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => {
              onClose();
              // After the drawer has handed focus back, so the dialog takes it from there.
              setTimeout(() => openModal('login'), DRAWER_EXIT_MS);
            }}
            className="btn-primary w-full"
          >
            <UserIcon size={18} />
            {t('auth.login')}
          </button>
        )}
        <div className="flex items-center justify-between">
          <span className="text-sm text-fg-muted">
            {t('theme.label')} · {t('language.label')}
          </span>
          <div className="flex items-center gap-1">
            <ThemeSwitcher testId="drawer-theme-switcher" placement="up" />
            <LanguageSwitcher testId="drawer-language-switcher" placement="up" />
          </div>
        </div>
        {settings?.hotline && (
          <a
            href={`tel:${settings.hotline.replace(/\s+/g, '')}`}
            className="flex items-center gap-2 text-sm font-semibold text-fg"
          >
            <PhoneIcon size={16} className="text-brand-600 dark:text-brand-400" />
            {t('nav.hotline', { phone: settings.hotline })}
          </a>
        )}
      </div>
    </Drawer>
  );
}

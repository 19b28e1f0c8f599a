import type { MenuColumn, StoreSettings } from '@sen/core';
import { clsx } from 'clsx';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { useT } from '../i18n/LanguageProvider';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { ThemeSwitcher } from '../theme/ThemeSwitcher';
import { MenuIcon, UserIcon } from '../ui/icons';
import { useOpenedOnce } from '../ui/use-opened-once';
import { CartButton } from './CartButton';
import { HEADER_LOTUS_ID, Logo } from './Logo';
import { Navbar } from './Navbar';
import { SearchBox } from './SearchBox';
import { useScrollState } from './use-scroll-state';

// Fetched when first opened (or hovered): most visits never open it.
const loadMobileMenu = () => import('./MobileMenu');
// Only signed-in visitors see it: guests (most first visits) never download it.
const UserMenu = lazy(() => import('../auth/UserMenu').then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

interface Props {
  menu: MenuColumn[] | null;
  settings: StoreSettings | null;
}

/**
 * Sticky header (spec 1 §2): compact once scrolled past 100 px going down,
 * full again on scrolling up or hovering; the navbar hides going down past 10 px.
 */
export function Header({ menu, settings }: Props) {
  const t = useT();
  const { user, openModal } = useAuth();
  const { scrolled, pastCompact, goingDown } = useScrollState();
  const [hovered, setHovered] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuWanted = useOpenedOnce(menuOpen);

  const compact = pastCompact && goingDown && !hovered;
  const navHidden = scrolled && goingDown && !hovered;

  return (
    <>
      <header
        data-testid="site-header"
        data-compact={compact}
        onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        className={clsx(
          'sticky top-0 z-50 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85',
          'transition-shadow duration-300',
          scrolled && 'shadow-lg shadow-slate-950/5 dark:shadow-black/30',
        )}
      >
        <div
          className={clsx(
            'container-page flex items-center gap-2 transition-[padding] duration-300 md:gap-4',
            compact ? 'py-1.5' : 'py-2.5 md:py-3.5',
          )}
        >
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            onPointerEnter={() => void loadMobileMenu()}
            aria-label={t('nav.openMenu')}
            title={t('nav.openMenu')}
            aria-expanded={menuOpen}
            className="icon-button -ml-2 md:hidden"
          >
            <MenuIcon size={22} />
          </button>
          <Logo compact={compact} store={settings} lotusId={HEADER_LOTUS_ID} />
          <SearchBox compact={compact} className="mx-auto hidden max-w-2xl flex-1 md:block" />
          <div className="ml-auto flex items-center gap-0.5 sm:gap-1 md:ml-0">
            <ThemeSwitcher />
            <LanguageSwitcher />
            {user ? (
              <Suspense fallback={<span className="ml-1 size-9 rounded-full bg-muted" />}>
                <UserMenu compact={compact} />
              </Suspense>
            ) : (
              <button
                type="button"
                onClick={() => openModal('login')}
                data-testid="login-button"
                className={clsx(
                  'ml-1 hidden items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-fg transition hover:border-brand-500 hover:text-brand-700 sm:inline-flex dark:hover:text-brand-300',
                  compact ? 'h-9' : 'h-10',
                )}
              >
                <UserIcon size={18} />
                {t('auth.login')}
              </button>
            )}
            <CartButton />
          </div>
        </div>

        <div
          className={clsx(
            'grid transition-[grid-template-rows] duration-300 md:hidden',
            compact ? 'grid-rows-[0fr]' : 'grid-rows-[1fr]',
          )}
          inert={compact}
        >
          <div className="min-h-0 overflow-hidden">
            <div className="container-page pb-2.5">
              <SearchBox compact />
            </div>
          </div>
        </div>

        <Navbar hidden={navHidden} menu={menu} settings={settings} />
      </header>
      {/* Outside the header: its backdrop-filter would trap a fixed-position drawer inside it. */}
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} menu={menu} settings={settings} />
        </Suspense>
      )}
    </>
  );
}

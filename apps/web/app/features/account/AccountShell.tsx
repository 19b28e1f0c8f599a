import type { MessageKey } from '@sen/core';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { Avatar } from '../auth/Avatar';
import { BellIcon, HeartIcon, LogOutIcon, Svg } from '../auth/icons';
import { useT } from '../i18n/LanguageProvider';
import type { IconProps } from '../ui/icons';
import { HomeIcon, MapPinIcon, UserIcon } from '../ui/icons';
import { GraduationCapIcon, PackageIcon } from './icons';

const StarIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
  </Svg>
);

const LINKS: Array<{ to: string; label: MessageKey; icon: ReactNode }> = [
  { to: '/account', label: 'account.nav.overview', icon: <HomeIcon size={18} /> },
  { to: '/profile', label: 'account.nav.profile', icon: <UserIcon size={18} /> },
  { to: '/orders', label: 'order.mine', icon: <PackageIcon size={18} /> },
  { to: '/my-courses', label: 'courses.my.title', icon: <GraduationCapIcon size={18} /> },
  { to: '/addresses', label: 'account.nav.addresses', icon: <MapPinIcon size={18} /> },
  { to: '/wishlist', label: 'account.nav.wishlist', icon: <HeartIcon size={18} /> },
  { to: '/notifications', label: 'account.nav.notifications', icon: <BellIcon size={18} /> },
  { to: '/reviews', label: 'account.nav.reviews', icon: <StarIcon size={18} /> },
  { to: '/logout', label: 'account.nav.logout', icon: <LogOutIcon size={18} /> },
];

/** The account pages' frame: their navigation beside (or above, on phones) the page. */
export function AccountShell({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const t = useT();
  const { user } = useAuth();
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the links scroll sideways: bring the current one into view.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, []);

  return (
    <div className="container-page py-6 md:py-10">
      <div className="grid gap-6 md:grid-cols-[240px_1fr] lg:gap-8">
        <aside className="min-w-0">
          {user && (
            <div className="mb-4 hidden items-center gap-3 md:flex">
              <Avatar user={user} className="size-11 text-base" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-fg">{user.name || user.username}</p>
                <p className="truncate text-xs text-fg-muted">{user.email}</p>
              </div>
            </div>
          )}
          <nav aria-label={t('account.nav.label')}>
            <ul ref={listRef} className="no-scrollbar -mx-4 flex gap-1 overflow-x-auto px-4 md:mx-0 md:flex-col md:px-0">
              {LINKS.filter((l) => user || l.to === '/wishlist').map((link) => (
                <li key={link.to} className="shrink-0">
                  <NavLink
                    to={link.to}
                    end
                    className={({ isActive }) =>
                      clsx(
                        'flex items-center gap-2.5 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors md:py-2.5',
                        isActive ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300' : 'text-fg hover:bg-muted',
                      )
                    }
                  >
                    <span className="opacity-80">{link.icon}</span>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <section className="min-w-0" aria-labelledby="account-title">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <h1 id="account-title" className="text-2xl font-bold tracking-tight text-fg">
              {title}
            </h1>
            {actions}
          </div>
          {children}
        </section>
      </div>
    </div>
  );
}

/** A white card used by the account pages. */
export function Panel({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <div className={clsx('rounded-2xl border border-line bg-surface p-5 shadow-sm md:p-6', className)}>
      {title && <h2 className="mb-4 text-lg font-semibold text-fg">{title}</h2>}
      {children}
    </div>
  );
}

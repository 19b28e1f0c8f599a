import type { MenuColumn, StoreSettings } from '@sen/core';
import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { PhoneIcon } from '../ui/icons';
import { MegaMenu } from './MegaMenu';
import { NAVBAR_LINKS } from './nav-links';

/** app.css `.nav-link`: the underline grows on hover and stays under the page's link (aria-current). */
const navLinkClass = 'nav-link';

/** Desktop navigation row; collapses while scrolling down (the header decides). */
export function Navbar({
  hidden,
  menu,
  settings,
}: {
  hidden: boolean;
  menu: MenuColumn[] | null;
  settings: StoreSettings | null;
}) {
  const t = useT();
  return (
    <div
      className={clsx(
        'hidden border-t border-line/70 transition-[grid-template-rows,opacity] duration-300 md:grid',
        hidden ? 'grid-rows-[0fr] opacity-0' : 'grid-rows-[1fr] opacity-100',
      )}
      inert={hidden}
      data-testid="navbar"
      data-hidden={hidden}
    >
      <div className="min-h-0 overflow-hidden">
        <nav aria-label={t('nav.label')} className="container-page flex items-center justify-between">
          <ul className="-ml-3 flex items-center">
            {NAVBAR_LINKS.map((link) =>
              link.mega ? (
                <MegaMenu key={link.to} label={t(link.label)} menu={menu} forceClosed={hidden} navLinkClass={navLinkClass} />
              ) : (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          {settings?.hotline && (
            <a
              href={`tel:${settings.hotline.replace(/\s+/g, '')}`}
              className="hidden items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold text-fg hover:text-brand-700 lg:inline-flex dark:hover:text-brand-300"
            >
              <PhoneIcon size={16} className="text-brand-600 dark:text-brand-400" />
              {t('nav.hotline', { phone: settings.hotline })}
            </a>
          )}
        </nav>
      </div>
    </div>
  );
}

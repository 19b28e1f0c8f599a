import type { MenuColumn } from '@sen/core';
import { clsx } from 'clsx';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '../catalog/Avatar';
import { useT } from '../i18n/LanguageProvider';
import { ChevronDownIcon, ChevronRightIcon } from '../ui/icons';

/** Spec 1 §4: hover opens after 100 ms, leaving closes after 200 ms; after a click hover is ignored for 300 ms. */
export const MEGA_OPEN_DELAY_MS = 100;
export const MEGA_CLOSE_DELAY_MS = 200;
export const MEGA_CLICK_FADE_MS = 200;
export const MEGA_HOVER_LOCK_MS = 300;

interface Props {
  label: string;
  /** Staff's columns or the category tree (decision 0354), resolved on the server. */
  menu: MenuColumn[] | null;
  /** The navbar is hiding: close without waiting. */
  forceClosed: boolean;
  navLinkClass: string;
}

/** "Sản phẩm" with a panel of the menu staff edit (the category tree until they do). */
export function MegaMenu({ label, menu, forceClosed, navLinkClass }: Props) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [fading, setFading] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverLockedUntil = useRef(0);
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );
  useEffect(() => {
    if (forceClosed) setOpen(false);
  }, [forceClosed]);
  // A navigation always closes the panel.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  const onPointerEnter = () => {
    if (Date.now() < hoverLockedUntil.current) return;
    clearTimers();
    openTimer.current = setTimeout(() => {
      setFading(false);
      setOpen(true);
    }, MEGA_OPEN_DELAY_MS);
  };
  const onPointerLeave = () => {
    if (Date.now() < hoverLockedUntil.current) return;
    clearTimers();
    closeTimer.current = setTimeout(() => setOpen(false), MEGA_CLOSE_DELAY_MS);
  };

  /** A click inside fades the panel out and keeps hover from reopening it right away. */
  const onItemClick = () => {
    clearTimers();
    hoverLockedUntil.current = Date.now() + MEGA_HOVER_LOCK_MS;
    setFading(true);
    closeTimer.current = setTimeout(() => {
      setOpen(false);
      setFading(false);
    }, MEGA_CLICK_FADE_MS);
  };

  const openFromKeyboard = () => {
    clearTimers();
    setFading(false);
    setOpen(true);
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a')?.focus());
  };

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openFromKeyboard();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) return;
    const links = [...(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : -1;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : (index + step + links.length) % links.length;
    event.preventDefault();
    links[next]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // Hover intent only on the <li>; keyboard users open the panel with the toggle button below.
    <li
      ref={rootRef}
      className="static flex items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <NavLink to="/products" className={navLinkClass} onClick={onItemClick}>
        {label}
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('megaMenu.title')}
        onClick={() => (open ? setOpen(false) : openFromKeyboard())}
        onKeyDown={onToggleKeyDown}
        className="-ml-2 flex size-7 items-center justify-center rounded-md text-fg-muted hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ChevronDownIcon size={16} className={clsx('transition-transform', open && 'rotate-180')} />
      </button>

      {/*
       * The panel's links are rendered while it is open, from the menu already in the layout's data:
       * a closed menu is an empty box in the HTML (issue 11: lighter pages; decision 0373). The box
       * stays so that the toggle's aria-controls always names an element.
       */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the panel's links (they stay in the tab order too) */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        data-testid="mega-menu"
        className={clsx('mega-panel', fading ? 'opacity-0' : 'animate-fade-in opacity-100')}
      >
        {open && (
          <div className="container-page py-6">
            <div className="mb-4 flex items-center justify-between">
              <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{t('megaMenu.title')}</p>
              <Link
                to="/products"
                onClick={onItemClick}
                className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                {t('megaMenu.allProducts')}
                <ChevronRightIcon size={16} />
              </Link>
            </div>
            {!menu?.length ? (
              <p className="py-6 text-center text-fg-muted">{t('megaMenu.empty')}</p>
            ) : (
              <ul className="grid grid-cols-3 gap-2 lg:grid-cols-4 xl:grid-cols-6">
                {menu.map((column) => {
                  const head = (
                    <>
                      <Avatar name={column.label} image={column.image} className="size-12 text-lg" />
                      <span className="min-w-0">
                        <span className="block truncate text-sm font-semibold text-fg group-hover:text-brand-700 dark:group-hover:text-brand-300">
                          {column.label}
                        </span>
                        {column.count !== null && (
                          <span className="block text-xs text-fg-muted">
                            {t('megaMenu.productCount', { count: column.count })}
                          </span>
                        )}
                      </span>
                    </>
                  );
                  const headClass = 'group flex items-center gap-3 rounded-xl p-2.5';
                  return (
                    <li key={column.id}>
                      {column.href ? (
                        <Link
                          to={column.href}
                          onClick={onItemClick}
                          className={clsx(headClass, 'transition hover:bg-muted focus-visible:bg-muted')}
                        >
                          {head}
                        </Link>
                      ) : (
                        <p className={headClass}>{head}</p>
                      )}
                      {column.links.length > 0 && (
                        <ul className="mt-1 ml-[4.25rem] space-y-1">
                          {column.links.map((link) => (
                            <li key={link.href + link.label}>
                              <Link
                                to={link.href}
                                onClick={onItemClick}
                                className="text-sm text-fg-muted hover:text-brand-700 dark:hover:text-brand-300"
                              >
                                {link.image && (
                                  <img
                                    src={link.image}
                                    alt=""
                                    loading="lazy"
                                    className="mb-1 aspect-video w-full rounded-lg object-cover"
                                  />
                                )}
                                {link.label}
                                {link.isNew && (
                                  <span className="ml-1 rounded bg-brand-600 px-1 text-[10px] font-bold text-white">
                                    {t('product.badge.new')}
                                  </span>
                                )}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

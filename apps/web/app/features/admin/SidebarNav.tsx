import { clsx } from 'clsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LogOutIcon } from '../auth/icons';
import { useT } from '../i18n/LanguageProvider';
import { ChevronDownIcon, ChevronRightIcon } from '../ui/icons';
import { ADMIN_BOTTOM, type AdminMenuItem, activePageId, menuFor } from './admin-menu';

interface Props {
  role: string;
  collapsed: boolean;
  /** Called after a link is followed (the mobile overlay closes). */
  onNavigate?: () => void;
  onLogout: () => void;
}

const rowClass = (active: boolean, collapsed: boolean) =>
  clsx(
    'flex w-full items-center gap-3 rounded-xl text-sm font-medium transition-colors outline-none',
    'focus-visible:ring-2 focus-visible:ring-brand-500',
    collapsed ? 'size-11 justify-center' : 'h-10 px-3',
    active ? 'bg-brand-600 text-white shadow-sm shadow-brand-900/30' : 'text-slate-300 hover:bg-white/10 hover:text-white',
  );

/**
 * The sidebar's menu (spec 1 §4): one submenu open at a time, the active item follows the path
 * (exact, then prefix); collapsed, a group's items float beside it and close on an outside click.
 */
export function SidebarNav({ role, collapsed, onNavigate, onLogout }: Props) {
  const t = useT();
  const { pathname } = useLocation();
  const menu = useMemo(() => menuFor(role), [role]);
  const bottom = useMemo(() => menuFor(role, ADMIN_BOTTOM), [role]);
  const leaves = useMemo(
    () => [...menu, ...bottom].flatMap((i) => i.children ?? (i.path ? [{ id: i.id, path: i.path }] : [])),
    [menu, bottom],
  );
  const activeId = activePageId(pathname.replace(/\/+$/, '') || '/', leaves);
  const activeGroup = menu.find((i) => i.children?.some((c) => c.id === activeId))?.id ?? null;
  const [openGroup, setOpenGroup] = useState<string | null>(activeGroup);
  const [popup, setPopup] = useState<{ id: string; top: number } | null>(null);
  const popupRef = useRef<HTMLDivElement>(null);

  // Following the path keeps the active group open.
  useEffect(() => setOpenGroup(activeGroup), [activeGroup]);
  useEffect(() => setPopup(null), [pathname, collapsed]);

  useEffect(() => {
    if (!popup) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      if (!popupRef.current?.contains(target) && !target.closest?.(`[data-group="${popup.id}"]`)) setPopup(null);
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setPopup(null);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [popup]);

  const renderItem = (item: AdminMenuItem) => {
    const label = t(item.label);
    if (!item.children) {
      const active = activeId === item.id;
      return (
        <Link
          to={item.path ?? '/admin'}
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
          title={collapsed ? label : undefined}
          aria-label={collapsed ? label : undefined}
          className={rowClass(active, collapsed)}
        >
          <span className="shrink-0">{item.icon}</span>
          {!collapsed && <span className="truncate">{label}</span>}
        </Link>
      );
    }
    const containsActive = activeGroup === item.id;
    const expanded = collapsed ? popup?.id === item.id : openGroup === item.id;
    const submenuId = `admin-submenu-${item.id}`;
    return (
      <>
        <button
          type="button"
          data-group={item.id}
          aria-expanded={expanded}
          aria-controls={expanded ? submenuId : undefined}
          title={collapsed ? label : undefined}
          aria-label={collapsed ? label : undefined}
          onClick={(event) => {
            if (!collapsed) return setOpenGroup((g) => (g === item.id ? null : item.id));
            const rect = event.currentTarget.getBoundingClientRect();
            setPopup((p) => (p?.id === item.id ? null : { id: item.id, top: rect.top }));
          }}
          className={clsx(rowClass(false, collapsed), containsActive && 'text-white ring-1 ring-white/15')}
        >
          <span className={clsx('shrink-0', containsActive && 'text-brand-300')}>{item.icon}</span>
          {!collapsed && (
            <>
              <span className="flex-1 truncate text-left">{label}</span>
              <ChevronDownIcon size={16} className={clsx('transition-transform', expanded && 'rotate-180')} />
            </>
          )}
        </button>
        {expanded && !collapsed && (
          <ul id={submenuId} className="mt-1 mb-2 ml-5 space-y-0.5 border-l border-white/10 pl-3">
            {item.children.map((child) => (
              <li key={child.id}>
                <Link
                  to={child.path}
                  onClick={onNavigate}
                  aria-current={activeId === child.id ? 'page' : undefined}
                  className={clsx(
                    'block truncate rounded-lg px-3 py-2 text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-brand-500',
                    activeId === child.id
                      ? 'bg-white/10 font-semibold text-white'
                      : 'text-slate-400 hover:bg-white/5 hover:text-white',
                  )}
                >
                  {t(child.label)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {expanded && collapsed && popup && (
          <div
            ref={popupRef}
            id={submenuId}
            style={{ top: Math.max(8, popup.top) }}
            className="animate-pop-in fixed left-[72px] z-[60] w-56 rounded-xl border border-line bg-surface p-1.5 shadow-2xl"
            data-testid="sidebar-popup"
          >
            <p className="px-3 pt-1.5 pb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">{label}</p>
            <ul>
              {item.children.map((child) => (
                <li key={child.id}>
                  <Link
                    to={child.path}
                    onClick={() => {
                      setPopup(null);
                      onNavigate?.();
                    }}
                    aria-current={activeId === child.id ? 'page' : undefined}
                    className={clsx(
                      'flex items-center justify-between rounded-lg px-3 py-2 text-sm hover:bg-muted',
                      activeId === child.id ? 'font-semibold text-brand-700 dark:text-brand-300' : 'text-fg',
                    )}
                  >
                    {t(child.label)}
                    {activeId === child.id && <ChevronRightIcon size={14} />}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </>
    );
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <nav aria-label={t('admin.sidebar')} className="no-scrollbar min-h-0 flex-1 overflow-y-auto px-2.5 py-3">
        <ul className={clsx('space-y-1', collapsed && 'flex flex-col items-center')}>
          {menu.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      </nav>
      <ul className={clsx('space-y-1 border-t border-white/10 px-2.5 py-3', collapsed && 'flex flex-col items-center')}>
        {bottom.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
        <li>
          <button
            type="button"
            onClick={onLogout}
            title={collapsed ? t('account.nav.logout') : undefined}
            aria-label={collapsed ? t('account.nav.logout') : undefined}
            className={rowClass(false, collapsed)}
            data-testid="sidebar-logout"
          >
            <LogOutIcon size={20} />
            {!collapsed && <span>{t('account.nav.logout')}</span>}
          </button>
        </li>
      </ul>
    </div>
  );
}

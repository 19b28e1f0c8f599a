import { can } from '@sen/core/auth/permissions';
import { clsx } from 'clsx';
import { useCallback, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { loginPath } from '../auth/session';
import { writePreferenceCookie } from '../cookies';
import { useT } from '../i18n/LanguageProvider';
import { LotusMark } from '../shell/Logo';
import { Drawer } from '../ui/Drawer';
import { useIsMobile } from '../ui/use-is-mobile';
import { AccessDenied } from './AccessDenied';
import { AdminHeader } from './AdminHeader';
import { AdminLoadingScreen } from './AdminLoadingScreen';
import { SidebarNav } from './SidebarNav';
import { SIDEBAR_KEY } from './sidebar-state';

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to="/admin" className="flex h-16 shrink-0 items-center gap-2.5 px-4 text-white" aria-label="Sen Admin">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 shadow-md">
        <LotusMark className="size-6" />
      </span>
      {!collapsed && <span className="text-lg font-extrabold tracking-tight">Sen Admin</span>}
    </Link>
  );
}

/**
 * The admin shell (spec 1 §2): a branded loading screen until the signed-in user is known,
 * then header and sidebar (64/256 px; an overlay below 768 px). Signed out → /login; a role
 * without admin access → the access-denied page.
 */
export function AdminLayout({ initialCollapsed }: { initialCollapsed: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { user, sessionChecked } = useAuth();
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = useCallback(() => setMobileOpen(false), []);

  useEffect(() => {
    if (sessionChecked && !user) navigate(loginPath(pathname + search), { replace: true });
  }, [sessionChecked, user, navigate, pathname, search]);

  useEffect(() => {
    if (!mobile) setMobileOpen(false);
  }, [mobile]);

  const toggleSidebar = () => {
    if (mobile) return setMobileOpen(true);
    const next = !collapsed;
    setCollapsed(next);
    // localStorage is the spec's key; the cookie lets the server render the same width.
    try {
      localStorage.setItem(SIDEBAR_KEY, String(next));
    } catch {
      // The cookie still remembers it.
    }
    writePreferenceCookie(SIDEBAR_KEY, String(next));
  };

  // The /logout page revokes the session and goes to /login; leaving first keeps this shell from
  // reacting to the signed-out state with its own redirect.
  const logout = () => navigate('/logout', { replace: true });

  if (!user) {
    return (
      <>
        <AdminLoadingScreen />
        <noscript>
          <meta httpEquiv="refresh" content={`0;url=${loginPath(pathname + search)}`} />
        </noscript>
      </>
    );
  }
  if (!can(user.role, 'admin.access')) return <AccessDenied />;

  return (
    <div className="min-h-dvh bg-page" data-testid="admin-shell">
      <a href="#admin-main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <aside
        data-testid="admin-sidebar"
        data-collapsed={collapsed}
        className={clsx(
          'fixed inset-y-0 left-0 z-50 hidden flex-col bg-slate-900 transition-[width] duration-200 md:flex dark:bg-slate-950',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <Brand collapsed={collapsed} />
        <SidebarNav role={user.role} collapsed={collapsed} onLogout={logout} />
      </aside>
      <Drawer
        open={mobileOpen}
        onClose={closeMobile}
        label={t('admin.sidebar')}
        panelClassName="w-64 bg-slate-900! dark:bg-slate-950!"
        testId="admin-mobile-sidebar"
      >
        <Brand collapsed={false} />
        <SidebarNav role={user.role} collapsed={false} onNavigate={closeMobile} onLogout={logout} />
      </Drawer>
      <div className={clsx('flex min-h-dvh flex-col transition-[padding] duration-200', collapsed ? 'md:pl-16' : 'md:pl-64')}>
        <AdminHeader user={user} mobile={mobile} collapsed={collapsed} onToggleSidebar={toggleSidebar} onLogout={logout} />
        <main id="admin-main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

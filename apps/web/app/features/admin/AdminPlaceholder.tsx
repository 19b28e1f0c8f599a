import { can } from '@sen/core/auth/permissions';
import { useLocation } from 'react-router';
import { NotificationsList } from '../account/NotificationsPage';
import { useAuth } from '../auth/AuthProvider';
import { useT } from '../i18n/LanguageProvider';
import { AccessDenied } from './AccessDenied';
import { findAdminPage } from './admin-menu';

/** The admin pages that have no screen of their own yet show their title (issue 3); unknown paths say so. */
export function AdminPlaceholder() {
  const t = useT();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const page = findAdminPage(pathname);
  if (!page) {
    return (
      <section className="py-16 text-center">
        <p className="text-5xl font-extrabold text-brand-600 dark:text-brand-400">404</p>
        <h1 className="mt-3 text-xl font-bold text-fg">{t('notFound.title')}</h1>
      </section>
    );
  }
  if (!can(user?.role, page.permission)) return <AccessDenied fullScreen={false} />;
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight text-fg" data-testid="admin-page-title">
        {t(page.label)}
      </h1>
      {page.id === 'notifications' ? (
        <div className="mt-6 max-w-3xl">
          <NotificationsList initial={null} />
        </div>
      ) : (
        <p className="mt-2 text-fg-muted">{t('admin.comingSoon')}</p>
      )}
    </section>
  );
}

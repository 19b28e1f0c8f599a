import { NotificationsList } from '../features/account/NotificationsPage';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { useT } from '../features/i18n/LanguageProvider';
import type { Route } from './+types/admin.notifications';

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'admin.access');
}

/** The signed-in staff member's notifications ("View all notifications" of the header's dropdown). */
export default function AdminNotifications() {
  const t = useT();
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight text-fg" data-testid="admin-page-title">
        {t('admin.menu.notifications')}
      </h1>
      <div className="mt-6 max-w-3xl">
        <NotificationsList initial={null} />
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

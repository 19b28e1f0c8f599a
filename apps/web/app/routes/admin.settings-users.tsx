import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { UsersPage } from '../features/admin/settings/UsersPage';
import type { Route } from './+types/admin.settings-users';

export default function AdminSettingsUsers() {
  return <UsersPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'users.manage');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

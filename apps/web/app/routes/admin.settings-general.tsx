import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { GeneralSettingsPage } from '../features/admin/settings/GeneralSettingsPage';
import type { Route } from './+types/admin.settings-general';

export default function AdminSettingsGeneral() {
  return <GeneralSettingsPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'settings.store');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

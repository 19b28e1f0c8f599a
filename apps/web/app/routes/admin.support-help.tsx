import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { HelpCenterPage } from '../features/admin/help/HelpCenterPage';
import type { Route } from './+types/admin.support-help';

export default function AdminSupportHelp() {
  return <HelpCenterPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'admin.access');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { AuditLogPage } from '../features/admin/settings/AuditLogPage';
import type { Route } from './+types/admin.settings-audit';

export default function AdminSettingsAudit() {
  return <AuditLogPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'settings.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { InventoryReportPage } from '../features/admin/reports/InventoryReportPage';
import type { Route } from './+types/admin.reports-inventory';

export default function AdminReportInventory() {
  return <InventoryReportPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'reports.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

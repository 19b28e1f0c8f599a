import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { SalesReportPage } from '../features/admin/reports/SalesReportPage';
import type { Route } from './+types/admin.reports-sales';

export default function AdminReportSales() {
  return <SalesReportPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'reports.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

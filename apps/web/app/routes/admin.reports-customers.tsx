import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { CustomersReportPage } from '../features/admin/reports/CustomersReportPage';
import type { Route } from './+types/admin.reports-customers';

export default function AdminReportCustomers() {
  return <CustomersReportPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'reports.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { CustomersPage } from '../features/admin/customers/CustomersPage';
import type { Route } from './+types/admin.customers';

export default function AdminCustomers() {
  return <CustomersPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'customers.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

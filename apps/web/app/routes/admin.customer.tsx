import { useParams } from 'react-router';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { CustomerDetailPage } from '../features/admin/customers/CustomerDetailPage';
import type { Route } from './+types/admin.customer';

export default function AdminCustomer() {
  const { id } = useParams();
  return <CustomerDetailPage key={id} id={id ?? ''} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'customers.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { data, useParams } from 'react-router';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { CustomerDetailPage } from '../features/admin/customers/CustomerDetailPage';
import type { Route } from './+types/admin.customer';

export default function AdminCustomer() {
  const { id } = useParams();
  return <CustomerDetailPage key={id} id={id ?? ''} />;
}

/** Account ids are UUIDs: any other path under /admin/customers is an admin path without a screen (404). */
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loader({ context, params }: Route.LoaderArgs) {
  if (!ACCOUNT_ID.test(params.id)) throw data(null, { status: 404, statusText: 'Not Found' });
  return requireAdminPermission(context, 'customers.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { useParams } from 'react-router';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { OrderDetailPage } from '../features/admin/orders/OrderDetailPage';
import type { Route } from './+types/admin.order';

export default function AdminOrder() {
  const { code } = useParams();
  return <OrderDetailPage key={code} code={code ?? ''} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'orders.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

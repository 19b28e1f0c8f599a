import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { OrderPrint } from '../features/admin/orders/OrderPrint';
import type { Route } from './+types/admin.order-print';

export default function AdminOrderPrint() {
  return <OrderPrint />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'orders.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { SellersPage } from '../features/admin/sellers/SellersPage';
import type { Route } from './+types/admin.sellers';

export default function AdminSellers() {
  return <SellersPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'sellers.manage');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { CommissionsPage } from '../features/admin/payouts/CommissionsPage';
import type { Route } from './+types/admin.seller-commissions';

export default function AdminSellerCommissions() {
  return <CommissionsPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'sellers.manage');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

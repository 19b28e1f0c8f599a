import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { PayoutsPage } from '../features/admin/payouts/PayoutsPage';
import type { Route } from './+types/admin.seller-payouts';

export default function AdminSellerPayouts() {
  return <PayoutsPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'sellers.manage');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

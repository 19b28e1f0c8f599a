import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { ReturnsPage } from '../features/admin/returns/ReturnsPage';
import type { Route } from './+types/admin.returns';

export default function AdminReturns() {
  return <ReturnsPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'returns.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

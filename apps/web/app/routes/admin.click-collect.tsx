import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { ClickCollectDeskPage } from '../features/admin/stores/ClickCollectDeskPage';
import type { Route } from './+types/admin.click-collect';

export default function AdminClickCollect() {
  return <ClickCollectDeskPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'orders.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

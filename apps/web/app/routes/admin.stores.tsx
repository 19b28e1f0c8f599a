import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { StoreLocatorPage } from '../features/admin/stores/StoreLocatorPage';
import type { Route } from './+types/admin.stores';

export default function AdminStores() {
  return <StoreLocatorPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'stores.manage');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

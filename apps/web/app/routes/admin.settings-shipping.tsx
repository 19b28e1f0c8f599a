import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { ShippingMethodsPage } from '../features/admin/settings/ShippingMethodsPage';
import type { Route } from './+types/admin.settings-shipping';

export default function AdminSettingsShipping() {
  return <ShippingMethodsPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'settings.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

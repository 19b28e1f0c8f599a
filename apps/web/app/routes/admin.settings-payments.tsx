import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { PaymentMethodsPage } from '../features/admin/settings/PaymentMethodsPage';
import type { Route } from './+types/admin.settings-payments';

export default function AdminSettingsPayments() {
  return <PaymentMethodsPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'settings.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { FlaggedPaymentsPage } from '../features/admin/payments/FlaggedPaymentsPage';
import type { Route } from './+types/admin.flagged-payments';

export default function AdminFlaggedPayments() {
  return <FlaggedPaymentsPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'orders.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

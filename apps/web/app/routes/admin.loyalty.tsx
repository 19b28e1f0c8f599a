import { can } from '@sen/core/auth/permissions';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { LoyaltyAdminPage } from '../features/admin/rewards/LoyaltyAdminPage';
import { useAuth } from '../features/auth/AuthProvider';
import type { Route } from './+types/admin.loyalty';

export default function AdminLoyalty() {
  const { user } = useAuth();
  return <LoyaltyAdminPage canEdit={can(user?.role, 'marketing.write')} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'customers.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { PromotionsPage } from '../features/admin/promotions/PromotionsPage';
import type { Route } from './+types/admin.promotions';

export default function AdminPromotions() {
  return <PromotionsPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'marketing.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

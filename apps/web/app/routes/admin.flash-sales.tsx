import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { FlashSalesPage } from '../features/admin/promotions/FlashSalesPage';
import type { Route } from './+types/admin.flash-sales';

export default function AdminFlashSales() {
  return <FlashSalesPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'marketing.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { BannersPage } from '../features/admin/content/BannersPage';
import type { Route } from './+types/admin.banners';

export default function AdminBannersPage() {
  return <BannersPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'content.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

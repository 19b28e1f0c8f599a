import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { MenuPage } from '../features/admin/content/MenuPage';
import type { Route } from './+types/admin.mega-menu';

export default function AdminMenuPage() {
  return <MenuPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'content.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

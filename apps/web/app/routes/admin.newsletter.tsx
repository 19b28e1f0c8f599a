import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { SubscribersPage } from '../features/admin/content/SubscribersPage';
import type { Route } from './+types/admin.newsletter';

export default function AdminSubscribersPage() {
  return <SubscribersPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'newsletter.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

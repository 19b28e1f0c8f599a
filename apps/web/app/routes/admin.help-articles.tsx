import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { HelpArticlesPage } from '../features/admin/content/HelpArticlesPage';
import type { Route } from './+types/admin.help-articles';

export default function AdminHelpArticlesPage() {
  return <HelpArticlesPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'content.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

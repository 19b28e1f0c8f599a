import { useParams } from 'react-router';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { HelpArticleEditPage } from '../features/admin/content/HelpArticleEditPage';
import type { Route } from './+types/admin.help-article-edit';

export default function AdminHelpArticleEdit() {
  const { id } = useParams();
  return <HelpArticleEditPage id={id ?? null} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'content.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

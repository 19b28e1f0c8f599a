import { useParams } from 'react-router';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { PageEditPage } from '../features/admin/content/PageEditPage';
import type { Route } from './+types/admin.page-edit';

export default function AdminPageEdit() {
  const { slug } = useParams();
  return <PageEditPage slug={slug ?? ''} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'content.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

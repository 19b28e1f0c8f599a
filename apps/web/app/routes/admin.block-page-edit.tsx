import { useParams } from 'react-router';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { BlockPageEditPage } from '../features/admin/content/BlockPageEditPage';
import type { Route } from './+types/admin.block-page-edit';

export default function AdminBlockPageEdit() {
  const { slug } = useParams();
  return <BlockPageEditPage slug={slug ?? ''} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'content.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

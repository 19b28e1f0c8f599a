import { useParams } from 'react-router';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { ReturnDetailPage } from '../features/admin/returns/ReturnDetailPage';
import type { Route } from './+types/admin.return';

export default function AdminReturn() {
  const { id } = useParams();
  return <ReturnDetailPage key={id} id={id ?? ''} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'returns.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { useParams } from 'react-router';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { ProductEditPage } from '../features/admin/catalog/ProductEditPage';
import type { Route } from './+types/admin.product-edit';

export default function AdminProductEdit() {
  const { id } = useParams();
  return <ProductEditPage id={id ?? null} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'products.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { useLocation } from 'react-router';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { type ProductListPreset, ProductsPage } from '../features/admin/catalog/ProductsPage';
import type { Route } from './+types/admin.products';

const PRESET_BY_PATH: Record<string, ProductListPreset> = {
  '/admin/products/new-arrivals': 'newArrivals',
  '/admin/products/best-sellers': 'bestSellers',
  '/admin/products/sale': 'sale',
};

export default function AdminProducts() {
  const { pathname } = useLocation();
  const preset = PRESET_BY_PATH[pathname.replace(/\/+$/, '')] ?? 'all';
  return <ProductsPage key={preset} preset={preset} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'products.read');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

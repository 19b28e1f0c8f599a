import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { BlogCategoriesPage } from '../features/admin/content/BlogCategoriesPage';
import type { Route } from './+types/admin.blog-categories';

export default function AdminBlogCategoriesPage() {
  return <BlogCategoriesPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'content.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { BlogPostsPage } from '../features/admin/content/BlogPostsPage';
import type { Route } from './+types/admin.blog';

export default function AdminBlogPostsPage() {
  return <BlogPostsPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'content.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

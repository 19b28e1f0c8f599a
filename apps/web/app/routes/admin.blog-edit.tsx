import { useParams } from 'react-router';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { BlogPostEditPage } from '../features/admin/content/BlogPostEditPage';
import type { Route } from './+types/admin.blog-edit';

export default function AdminBlogEdit() {
  const { id } = useParams();
  return <BlogPostEditPage id={id ?? null} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'content.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

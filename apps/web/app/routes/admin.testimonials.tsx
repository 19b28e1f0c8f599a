import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { TestimonialsPage } from '../features/admin/content/TestimonialsPage';
import type { Route } from './+types/admin.testimonials';

export default function AdminTestimonialsPage() {
  return <TestimonialsPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'content.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { CoursesPage } from '../features/admin/courses/CoursesPage';
import type { Route } from './+types/admin.courses';

export default function AdminCourses() {
  return <CoursesPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'courses.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

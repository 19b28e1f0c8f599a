import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { CourseEditPage } from '../features/admin/courses/CourseEditPage';
import type { Route } from './+types/admin.course-edit';

export default function AdminCourseEdit({ params }: Route.ComponentProps) {
  const id = params.id ?? null;
  return <CourseEditPage key={id ?? 'new'} id={id} />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'courses.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { ReviewsPage } from '../features/admin/customers/ReviewsPage';
import type { Route } from './+types/admin.reviews';

export default function AdminReviews() {
  return <ReviewsPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'reviews.moderate');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

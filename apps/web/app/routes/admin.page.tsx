import { data } from 'react-router';
import { AdminRouteError } from '../features/admin/AdminRouteError';
import type { Route } from './+types/admin.page';

/** Any /admin path without a screen: HTTP 404 inside the admin shell. */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function AdminPage() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

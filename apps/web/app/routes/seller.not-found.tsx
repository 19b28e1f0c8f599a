import { data } from 'react-router';
import { AdminRouteError } from '../features/admin/AdminRouteError';

/** A /seller path without a screen: 404 inside the seller shell. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function SellerNotFound() {
  return null;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <AdminRouteError error={error} />;
}

import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { ContactInboxPage } from '../features/admin/customers/ContactInboxPage';
import type { Route } from './+types/admin.contact';

export default function AdminContact() {
  return <ContactInboxPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'contact.manage');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

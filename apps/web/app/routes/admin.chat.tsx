import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { ChatInboxPage } from '../features/admin/chat/ChatInboxPage';
import type { Route } from './+types/admin.chat';

export default function AdminChat() {
  return <ChatInboxPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'chat.support');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

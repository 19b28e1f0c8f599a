import { AdminRouteError } from '../features/admin/AdminRouteError';
import { requireAdminPermission } from '../features/admin/admin-page-loader';
import { GiftCardsAdminPage } from '../features/admin/rewards/GiftCardsAdminPage';
import type { Route } from './+types/admin.gift-cards';

export default function AdminGiftCards() {
  return <GiftCardsAdminPage />;
}

export function loader({ context }: Route.LoaderArgs) {
  return requireAdminPermission(context, 'marketing.write');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}

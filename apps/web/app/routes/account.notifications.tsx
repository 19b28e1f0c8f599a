import { clientAccountLoad, serverAccountLoad } from '../features/account/account-loader';
import { accountMeta } from '../features/account/meta';
import { NOTIFICATIONS_PAGE_SIZE, NotificationsPage } from '../features/account/NotificationsPage';
import type { Route } from './+types/account.notifications';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.nav.notifications');

export function loader({ context, request }: Route.LoaderArgs) {
  return serverAccountLoad(context, request, (api) => api.notifications({ limit: NOTIFICATIONS_PAGE_SIZE }));
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return clientAccountLoad(request, (api) => api.notifications({ limit: NOTIFICATIONS_PAGE_SIZE }));
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage data={loaderData} />;
}

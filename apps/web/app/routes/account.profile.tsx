import { clientAccountLoad, serverAccountLoad } from '../features/account/account-loader';
import { accountMeta } from '../features/account/meta';
import { ProfilePage } from '../features/account/ProfilePage';
import type { Route } from './+types/account.profile';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.nav.profile');

export function loader({ context, request }: Route.LoaderArgs) {
  return serverAccountLoad(context, request, (api) => api.me());
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return clientAccountLoad(request, (api) => api.me());
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage user={loaderData} />;
}

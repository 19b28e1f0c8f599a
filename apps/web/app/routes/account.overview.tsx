import { AccountOverview } from '../features/account/AccountOverview';
import { clientAccountLoad, overviewData, serverAccountLoad } from '../features/account/account-loader';
import { accountMeta } from '../features/account/meta';
import type { Route } from './+types/account.overview';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.nav.overview');

export function loader({ context, request }: Route.LoaderArgs) {
  return serverAccountLoad(context, request, overviewData);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return clientAccountLoad(request, overviewData);
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountOverview data={loaderData} />;
}

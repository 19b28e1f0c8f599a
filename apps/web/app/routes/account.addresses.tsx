import { AddressesPage } from '../features/account/AddressesPage';
import { addressesData, clientAccountLoad, serverAccountLoad } from '../features/account/account-loader';
import { accountMeta } from '../features/account/meta';
import type { Route } from './+types/account.addresses';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.nav.addresses');

export function loader({ context, request }: Route.LoaderArgs) {
  return serverAccountLoad(context, request, addressesData);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return clientAccountLoad(request, addressesData);
}

export default function Addresses({ loaderData }: Route.ComponentProps) {
  return <AddressesPage data={loaderData} />;
}

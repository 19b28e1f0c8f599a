import { clientAccountLoad, serverAccountLoad, wishlistData } from '../features/account/account-loader';
import { accountMeta } from '../features/account/meta';
import { WishlistPage } from '../features/account/WishlistPage';
import type { Route } from './+types/account.wishlist';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.nav.wishlist');

export function loader({ context, request }: Route.LoaderArgs) {
  return serverAccountLoad(context, request, wishlistData);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return clientAccountLoad(request, wishlistData);
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage data={loaderData} />;
}

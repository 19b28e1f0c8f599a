import { StorefrontLayout } from '../features/shell/StorefrontLayout';
import { loadShellData } from '../features/shell/shell-loader';
import type { Route } from './+types/storefront';

export function loader({ context }: Route.LoaderArgs) {
  return loadShellData(context);
}

export default function Storefront({ loaderData }: Route.ComponentProps) {
  return <StorefrontLayout data={loaderData} />;
}

import { HomePage } from '../features/home/HomePage';
import { loadHome } from '../features/home/home-loader';
import { pageMeta } from '../features/i18n/meta';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'app.title', 'app.description', { bare: true });

export function loader({ context }: Route.LoaderArgs) {
  return loadHome(context);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}

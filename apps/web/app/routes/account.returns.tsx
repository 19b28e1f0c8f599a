import { privateMeta } from '../features/cart/meta';
import { ReturnsPage } from '../features/returns/ReturnsPage';
import { returnTextsClientLoader } from '../features/returns/texts';
import type { Route } from './+types/account.returns';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'returns.title');

export function loader() {
  return null;
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => returnTextsClientLoader(serverLoader);

export default function Returns() {
  return <ReturnsPage />;
}

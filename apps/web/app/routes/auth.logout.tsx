import { LogoutPage } from '../features/auth/LogoutPage';
import { pageMeta } from '../features/i18n/meta';
import type { Route } from './+types/auth.logout';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.logout', 'logout.inProgress');

export default function Logout() {
  return <LogoutPage />;
}

import { safeReturnPath } from '@sen/core/redirect';
import { redirect } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { loadSessionUser } from '../features/auth/session-loader';
import { pageMeta } from '../features/i18n/meta';
import type { Route } from './+types/auth.login';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'login.title', 'login.subtitle');

/** Spec 1 guard: a signed-in visitor on the login route goes on (to `redirectTo` or home). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await loadSessionUser(context);
  if (user?.id) throw redirect(safeReturnPath(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}

export default function Login() {
  return <LoginPage />;
}

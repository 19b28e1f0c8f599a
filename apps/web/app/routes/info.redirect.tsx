import { redirect } from 'react-router';
import { redirectTarget } from '../features/info/redirects';
import type { Route } from './+types/info.redirect';

/** The addresses of features/info/redirects.ts: 301 to the page that serves them. */
export function loader({ request }: Route.LoaderArgs) {
  const target = redirectTarget(new URL(request.url));
  if (!target) throw new Response(null, { status: 404 });
  return redirect(target, 301);
}

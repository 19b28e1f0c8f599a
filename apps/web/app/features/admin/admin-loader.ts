import { can } from '@sen/core/auth/permissions';
import { type AppLoadContext, data } from 'react-router';
import { loadSessionUser } from '../auth/session-loader';
import { adminTexts } from './kit/admin-texts';
import { sidebarCollapsedFrom } from './sidebar-state';

/**
 * The admin layout's loader. A signed-in role without admin access gets the access-denied
 * page with HTTP 403. No user at all renders the loading screen: the browser may still bring the
 * session back from the refresh cookie, and otherwise goes to /login?redirectTo=….
 */
export async function loadAdminLayout(context: AppLoadContext, request: Request) {
  const user = await loadSessionUser(context);
  if (user && !can(user.role, 'admin.access')) throw data({ denied: true }, { status: 403 });
  return {
    signedIn: user !== null,
    collapsed: sidebarCollapsedFrom(request.headers.get('cookie')),
    lang: context.lang,
    texts: await adminTexts(context.lang),
  };
}

import { can, type Permission } from '@sen/core/auth/permissions';
import { type AppLoadContext, data } from 'react-router';
import { loadSessionUser } from '../auth/session-loader';

/**
 * A screen's permission, checked by the server before anything renders: a signed-in role without
 * it gets HTTP 403, drawn inside the admin shell by the route's error boundary (AdminRouteError).
 * Signed out, the layout already sends the visitor to /login.
 */
export async function requireAdminPermission(context: AppLoadContext, permission: Permission) {
  const user = await loadSessionUser(context);
  if (user && !can(user.role, permission)) throw data({ denied: true }, { status: 403 });
  return null;
}

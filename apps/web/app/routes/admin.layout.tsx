import { isRouteErrorResponse } from 'react-router';
import { AccessDenied } from '../features/admin/AccessDenied';
import { AdminLayout } from '../features/admin/AdminLayout';
import { loadAdminLayout } from '../features/admin/admin-loader';
import { backOfficeClientLoader } from '../features/admin/kit/language-texts';
import { useAdminTexts } from '../features/admin/kit/use-admin-texts';
import { pageMeta } from '../features/i18n/meta';
import { ErrorPage } from '../features/shell/ErrorPage';
import type { Route } from './+types/admin.layout';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'admin.title', 'admin.title'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAdminLayout(context, request);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => backOfficeClientLoader(serverLoader);

export default function Admin({ loaderData }: Route.ComponentProps) {
  useAdminTexts(loaderData.lang, loaderData.texts);
  return <AdminLayout initialCollapsed={loaderData.collapsed} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  return <ErrorPage error={error} />;
}

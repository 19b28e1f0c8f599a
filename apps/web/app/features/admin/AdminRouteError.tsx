import { isRouteErrorResponse } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { ErrorPage } from '../shell/ErrorPage';
import { AccessDenied } from './AccessDenied';

/** An admin path that leads nowhere, inside the admin shell (the server answers it with HTTP 404). */
function AdminNotFound() {
  const t = useT();
  return (
    <section className="py-16 text-center" data-testid="admin-not-found">
      <p className="text-5xl font-extrabold text-brand-600 dark:text-brand-400">404</p>
      <h1 className="mt-3 text-xl font-bold text-fg">{t('notFound.title')}</h1>
    </section>
  );
}

/** The error boundary of every admin screen: 404 and 403 stay inside the admin shell. */
export function AdminRouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <AdminNotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied fullScreen={false} />;
  return <ErrorPage error={error} />;
}

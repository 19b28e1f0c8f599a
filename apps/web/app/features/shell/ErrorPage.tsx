import { isRouteErrorResponse } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { HomeIcon } from '../ui/icons';
import { LotusMark } from './Logo';
import { NotFoundPage } from './NotFoundPage';

/** What an error boundary shows: the 404 page, or a plain apology with a way home. */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section role="alert" className="container-page flex flex-col items-center py-20 text-center">
      <LotusMark className="size-16 text-brand-500" />
      <h1 className="mt-6 text-2xl font-bold text-fg md:text-3xl">{t('error.title')}</h1>
      <p className="mt-3 max-w-md text-fg-muted">{t('error.text')}</p>
      {/* A full page load: after an error the client state may be unusable. */}
      <a href="/" className="btn-primary mt-8">
        <HomeIcon size={18} />
        {t('notFound.home')}
      </a>
    </section>
  );
}

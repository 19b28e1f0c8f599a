import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { HomeIcon } from '../ui/icons';
import { LotusMark } from './Logo';

/** README decision 16: unknown paths get a real 404 page with a way home. */
/** `children`: where else this page's visitor may want to go (e.g. the course list). */
export function NotFoundPage({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <section className="container-page flex flex-col items-center py-20 text-center md:py-28" data-testid="not-found">
      <LotusMark className="size-16 text-brand-500" />
      <p className="mt-6 text-7xl font-extrabold tracking-tight text-brand-600 md:text-8xl dark:text-brand-400">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-fg md:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-fg-muted">{t('notFound.text')}</p>
      <Link to="/" className="btn-primary mt-8">
        <HomeIcon size={18} />
        {t('notFound.home')}
      </Link>
      {children}
    </section>
  );
}

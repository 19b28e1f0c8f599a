import { Link } from 'react-router';
import { ShieldUserIcon } from '../auth/icons';
import { useT } from '../i18n/LanguageProvider';
import { HomeIcon } from '../ui/icons';

/** Spec 1 §6: the access-denied page (answered with HTTP 403 when rendered by the server). */
export function AccessDenied({ fullScreen = true }: { fullScreen?: boolean }) {
  const t = useT();
  return (
    <section
      className={
        fullScreen
          ? 'flex min-h-dvh flex-col items-center justify-center bg-page px-4 text-center'
          : 'flex flex-col items-center py-16 text-center'
      }
      data-testid="access-denied"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-400">
        <ShieldUserIcon size={32} />
      </span>
      <p className="mt-6 text-6xl font-extrabold tracking-tight text-brand-600 dark:text-brand-400">403</p>
      <h1 className="mt-3 text-2xl font-bold text-fg">{t('admin.denied.title')}</h1>
      <p className="mt-2 max-w-md text-fg-muted">{t('admin.denied.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          <HomeIcon size={18} />
          {t('notFound.home')}
        </Link>
        <Link
          to="/logout"
          className="inline-flex h-11 items-center rounded-xl border border-line px-5 text-sm font-semibold text-fg hover:bg-muted"
        >
          {t('admin.denied.switchAccount')}
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { useT } from '../i18n/LanguageProvider';
import { ADMIN_MENU, menuFor } from './admin-menu';

/** /admin: a welcome with the signed-in role and the sections that role can open. */
export function DashboardPage() {
  const t = useT();
  const { user } = useAuth();
  if (!user) return null;
  const sections = menuFor(user.role, ADMIN_MENU).filter((item) => item.children);
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight text-fg md:text-3xl" data-testid="admin-welcome">
        {t('admin.dashboard.welcome', { name: user.firstName || user.name || user.username })}
      </h1>
      <p className="mt-2 text-fg-muted" data-testid="admin-role">
        {t('admin.dashboard.role', { role: t(`role.${user.role}`) })}
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {sections.map((item) => (
          <li key={item.id}>
            <Link
              to={item.children?.[0]?.path ?? '/admin'}
              className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm transition hover:border-brand-400 hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                {item.icon}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-fg">{t(item.label)}</span>
                <span className="block text-sm text-fg-muted">
                  {t('admin.dashboard.pages', { count: item.children?.length ?? 0 })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

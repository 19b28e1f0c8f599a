import type { CourseCategory } from '@sen/core';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';

export function CategoryLinks({ categories, active }: { categories: CourseCategory[]; active: string | null }) {
  const t = useT();
  const chip = (on: boolean) =>
    clsx(
      'inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition',
      on
        ? 'border-brand-600 bg-brand-600 text-white'
        : 'border-line bg-surface text-fg hover:border-brand-400 hover:text-brand-700 dark:hover:text-brand-300',
    );
  return (
    <nav aria-label={t('courses.categories')}>
      <ul className="flex gap-2 overflow-x-auto pb-1 md:flex-wrap">
        <li>
          <Link to="/course" className={chip(active === null)} aria-current={active === null ? 'page' : undefined}>
            {t('courses.all')}
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              to={`/course/category/${encodeURIComponent(c.slug)}`}
              className={chip(active === c.slug)}
              aria-current={active === c.slug ? 'page' : undefined}
            >
              {c.name}
              <span className="text-xs opacity-70">{c.courseCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { Category } from '@sen/core';
import { Link } from 'react-router';
import { Avatar } from '../catalog/Avatar';
import { useT } from '../i18n/LanguageProvider';
import { categoryHref } from '../shell/nav-links';
import { SectionHeader } from './SectionHeader';

/** Spec 1 "Category strip": round picture or first letter; 6 placeholders while loading; empty text. */
export function CategoryStrip({ categories }: { categories: Pick<Category, '_id' | 'name' | 'slug' | 'image'>[] | null }) {
  const t = useT();
  const listClass =
    'no-scrollbar -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-6 md:gap-4 md:overflow-visible md:px-0 xl:grid-cols-8';
  return (
    <section aria-labelledby="home-categories" className="container-page" data-testid="category-strip">
      <SectionHeader id="home-categories" title={t('home.categories.title')} viewAllTo="/categories" />
      {categories === null ? (
        <ul className={listClass} aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <li
              key={i}
              className="flex w-[5.5rem] shrink-0 flex-col items-center gap-2 p-2 md:w-auto"
              data-testid="category-placeholder"
            >
              <span className="size-16 animate-pulse rounded-full bg-muted md:size-20" />
              <span className="h-3 w-14 animate-pulse rounded bg-muted" />
            </li>
          ))}
        </ul>
      ) : categories.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line py-10 text-center text-fg-muted">
          {t('home.categories.empty')}
        </p>
      ) : (
        <ul className={listClass}>
          {categories.map((category) => (
            <li key={category._id} className="w-[5.5rem] shrink-0 snap-start md:w-auto">
              <Link
                to={categoryHref(category.slug)}
                className="group flex flex-col items-center gap-2 rounded-2xl p-2 text-center transition hover:bg-surface"
              >
                <Avatar
                  name={category.name}
                  image={category.image}
                  size={80}
                  className="size-16 text-2xl transition group-hover:ring-2 group-hover:ring-brand-500 md:size-20"
                />
                <span className="line-clamp-2 text-xs leading-tight font-medium text-fg md:text-sm">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

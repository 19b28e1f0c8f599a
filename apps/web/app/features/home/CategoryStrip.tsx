import type { Category } from '@sen/core';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { CategoryAvatar } from '../shell/CategoryAvatar';
import { categoryHref } from '../shell/nav-links';
import { SectionHeader } from './SectionHeader';

/** Spec 1 "Category strip": round picture or first letter; empty text "Không có danh mục nào". */
export function CategoryStrip({ categories }: { categories: Category[] }) {
  const t = useT();
  return (
    <section aria-labelledby="home-categories" className="container-page" data-testid="category-strip">
      <SectionHeader id="home-categories" title={t('home.categories.title')} viewAllTo="/categories" />
      {categories.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line py-10 text-center text-fg-muted">
          {t('home.categories.empty')}
        </p>
      ) : (
        <ul className="no-scrollbar -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-6 md:gap-4 md:overflow-visible md:px-0 xl:grid-cols-8">
          {categories.map((category) => (
            <li key={category._id} className="w-[5.5rem] shrink-0 snap-start md:w-auto">
              <Link
                to={categoryHref(category.slug)}
                className="group flex flex-col items-center gap-2 rounded-2xl p-2 text-center transition hover:bg-surface"
              >
                <CategoryAvatar
                  name={category.name}
                  image={category.image}
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

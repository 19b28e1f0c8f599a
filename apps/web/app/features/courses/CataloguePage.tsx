import { Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { CategoryLinks } from './CategoryLinks';
import { CourseGrid } from './CourseGrid';
import { CourseHero } from './CourseHero';
import { CourseSearch } from './CourseSearch';
import type { CatalogueData } from './catalogue-loader';

const GRID_ID = 'course-list';

/** /course (hero, categories, search, grid) and /course/category/:slug (the same grid, filtered). */
export function CataloguePage({ data }: { data: CatalogueData }) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  // The spinner of spec 1: while the next list of this page loads in the browser.
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/course');
  const { term, category, pagination } = data;
  const heading = term ? t('courses.search.resultsFor', { term }) : (category?.name ?? t('courses.all'));

  const pageHref = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(page));
    return `${location.pathname}?${params}`;
  };

  return (
    <div className="container-page space-y-8 py-6 md:py-10" data-testid="course-catalogue">
      {!category && !term && <CourseHero targetId={GRID_ID} />}
      <CategoryLinks categories={data.categories} active={category?.slug ?? null} />
      <section id={GRID_ID} aria-labelledby="course-list-title" className="scroll-mt-24 space-y-5">
        <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <div>
            {category || term ? (
              <h1 id="course-list-title" className="text-2xl font-bold text-fg">
                {heading}
              </h1>
            ) : (
              <h2 id="course-list-title" className="text-2xl font-bold text-fg">
                {heading}
              </h2>
            )}
            {!loading && data.error === null && (
              <p className="mt-1 text-sm text-fg-muted">
                {t('courses.count', { count: pagination.totalCount })}
                {term && (
                  <>
                    {' · '}
                    <Link to="/course" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                      {t('courses.search.clear')}
                    </Link>
                  </>
                )}
              </p>
            )}
          </div>
          <CourseSearch term={term} />
        </div>
        <CourseGrid courses={data.courses} loading={loading} error={data.error} />
        {!loading && pagination.totalPages > 1 && (
          <nav
            className="flex items-center justify-center gap-4 text-sm"
            aria-label={t('courses.page.of', { page: pagination.page, total: pagination.totalPages })}
          >
            {pagination.page > 1 && (
              <Link to={pageHref(pagination.page - 1)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                {t('courses.page.previous')}
              </Link>
            )}
            <span className="text-fg-muted">{t('courses.page.of', { page: pagination.page, total: pagination.totalPages })}</span>
            {pagination.page < pagination.totalPages && (
              <Link to={pageHref(pagination.page + 1)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                {t('courses.page.next')}
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}

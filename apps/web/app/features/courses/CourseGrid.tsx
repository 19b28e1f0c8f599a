import type { Course } from '@sen/core';
import { useT } from '../i18n/LanguageProvider';
import { CourseCard } from './CourseCard';

/** Spec 1 search results: a spinner, an error text, "Không tìm thấy khóa học nào", or cards 300 px wide. */
export function CourseGrid({ courses, loading, error }: { courses: Course[]; loading: boolean; error: string | null }) {
  const t = useT();
  if (loading) {
    return (
      <div role="status" data-testid="courses-loading" className="flex justify-center py-16">
        <span className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden="true" />
        <span className="sr-only">{t('courses.loading')}</span>
      </div>
    );
  }
  if (error !== null) {
    return (
      <p role="alert" data-testid="courses-error" className="py-16 text-center text-red-600 dark:text-red-400">
        {error || t('courses.error')}
      </p>
    );
  }
  if (courses.length === 0) {
    return (
      <p data-testid="courses-empty" className="py-16 text-center text-fg-muted">
        {t('courses.empty')}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,300px),1fr))] gap-5" data-testid="course-grid">
      {courses.map((c, i) => (
        <li key={c.code}>
          <CourseCard course={c} eager={i < 3} />
        </li>
      ))}
    </ul>
  );
}

import type { MyCourse } from '@sen/core';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { courseDetailsHref, learnHref } from './format';
import { ProgressBar } from './ProgressBar';

/** /my-courses: every enrolment with its progress and a link straight back to where the learner left off. */
export function MyCoursesPage({ items }: { items: MyCourse[] }) {
  const t = useT();
  return (
    <div className="container-page space-y-6 py-6 md:py-10" data-testid="my-courses">
      <h1 className="text-2xl font-bold text-fg md:text-3xl">{t('courses.my.title')}</h1>
      {items.length === 0 ? (
        <div className="space-y-4 rounded-2xl border border-line bg-surface p-8 text-center">
          <p className="text-fg-muted">{t('courses.my.empty')}</p>
          <Link to="/course" className="btn-primary">
            {t('courses.my.browse')}
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,300px),1fr))] gap-5">
          {items.map(({ course, progress, resumeLessonTitle }) => {
            const finished = progress.totalLessons > 0 && progress.completedLessons === progress.totalLessons;
            return (
              <li
                key={course.code}
                data-testid="my-course"
                data-course-code={course.code}
                className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface"
              >
                <img
                  src={course.imageUrl}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  className="aspect-video w-full bg-muted object-cover"
                />
                <div className="flex flex-1 flex-col gap-3 p-4">
                  <div>
                    <h2 className="line-clamp-2 font-semibold text-fg">
                      <Link to={courseDetailsHref(course.code)} className="hover:text-brand-700 dark:hover:text-brand-300">
                        {course.title}
                      </Link>
                    </h2>
                    <p className="text-xs text-fg-muted">{course.instructor}</p>
                  </div>
                  <ProgressBar progress={progress} />
                  <div className="mt-auto space-y-1">
                    {finished ? (
                      <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">{t('courses.my.done')}</p>
                    ) : (
                      resumeLessonTitle && (
                        <p className="line-clamp-1 text-xs text-fg-muted">
                          {t('courses.my.resume', { lesson: resumeLessonTitle })}
                        </p>
                      )
                    )}
                    <Link
                      to={learnHref(course.code, progress.resumeLessonId)}
                      className="btn-primary w-full"
                      data-testid="resume-link"
                    >
                      {progress.completedLessons ? t('courses.continue') : t('courses.start')}
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

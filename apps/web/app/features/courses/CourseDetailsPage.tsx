import type { CourseDetail, MyCourseDetail } from '@sen/core';
import { Breadcrumb } from '../catalog/Breadcrumb';
import { RatingStars } from '../catalog/RatingStars';
import { useT } from '../i18n/LanguageProvider';
import { Curriculum } from './Curriculum';
import { EnrolPanel } from './EnrolPanel';
import { durationText, levelText } from './format';

/** /course-details?id=CODE: what the course is, what it holds, who teaches it, and how to start. */
export function CourseDetailsPage({
  course,
  mine,
  origin,
}: {
  course: CourseDetail;
  mine: MyCourseDetail | null;
  origin: string;
}) {
  const t = useT();
  const lessons = course.curriculum.reduce((n, s) => n + s.lessons.length, 0);
  const facts = [
    [t('courses.details.instructor'), course.instructor],
    [t('courses.details.category'), course.category],
    [t('courses.details.level'), levelText(t, course.level)],
    [t('courses.details.duration'), durationText(t, course.duration)],
  ] as const;

  return (
    <div className="container-page space-y-6 py-6 md:py-10" data-testid="course-details" data-course-code={course.code}>
      <Breadcrumb
        origin={origin}
        crumbs={[
          { name: t('courses.title'), path: '/course' },
          { name: course.category, path: `/course/category/${encodeURIComponent(course.categorySlug)}` },
          { name: course.title, path: `/course-details?id=${encodeURIComponent(course.code)}` },
        ]}
      />
      {/* Phones: title, then price and enrol, then the rest; desktop: the panel sticks beside both. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
        {/* Flex gap, not space-y: the image hidden on desktop must leave no margin behind. */}
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1">
          <header className="space-y-3">
            <h1 className="text-2xl font-extrabold text-fg md:text-4xl">{course.title}</h1>
            {course.shortDescription && <p className="text-base text-fg-muted md:text-lg">{course.shortDescription}</p>}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
              <span className="flex items-center gap-1.5">
                <strong className="text-amber-600 dark:text-amber-400">{course.rating.toFixed(1)}</strong>
                <RatingStars average={course.rating} count={course.totalRatings} />
              </span>
              <span>{t('courses.card.students', { count: course.studentCount.toLocaleString('vi-VN') })}</span>
              <span>{t('courses.details.views', { count: course.viewCount.toLocaleString('vi-VN') })}</span>
            </div>
          </header>
          <img
            src={course.imageUrl}
            alt=""
            width={1280}
            height={720}
            className="aspect-video w-full rounded-2xl bg-muted object-cover lg:hidden"
          />
        </div>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <img
            src={course.imageUrl}
            alt=""
            width={1280}
            height={720}
            className="hidden aspect-video w-full rounded-2xl bg-muted object-cover lg:block"
          />
          <EnrolPanel course={course} mine={mine} />
        </aside>
        <div className="min-w-0 space-y-8 lg:col-start-1">
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {facts.map(([label, value]) => (
              <div key={label} className="rounded-xl border border-line bg-surface p-3">
                <dt className="text-xs text-fg-muted">{label}</dt>
                <dd className="mt-0.5 text-sm font-semibold text-fg">{value}</dd>
              </div>
            ))}
          </dl>
          <section className="space-y-3">
            <h2 className="text-xl font-bold text-fg">{t('courses.details.about')}</h2>
            <div className="space-y-3 text-fg">
              {course.description
                .split(/\n\s*\n/)
                .filter(Boolean)
                .map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
            </div>
          </section>
          <section className="space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-xl font-bold text-fg">{t('courses.details.curriculum')}</h2>
              <p className="text-sm text-fg-muted">
                {t('courses.details.outline', {
                  sections: course.curriculum.length,
                  lessons,
                  duration: durationText(t, course.duration),
                })}
              </p>
            </div>
            <Curriculum sections={course.curriculum} />
          </section>
        </div>
      </div>
    </div>
  );
}

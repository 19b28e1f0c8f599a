import type { Course } from '@sen/core';
import { Link } from 'react-router';
import { vnd } from '../catalog/Price';
import { RatingStars } from '../catalog/RatingStars';
import { useT } from '../i18n/LanguageProvider';
import { courseDetailsHref, coursePricing, durationText, levelText } from './format';

/** Spec 1 "Course card" (300 px wide in the grid) with real prices, rating and counts (spec README decision 8). */
export function CourseCard({ course, eager = false }: { course: Course; eager?: boolean }) {
  const t = useT();
  const pricing = coursePricing(course);
  return (
    <article
      data-testid="course-card"
      data-course-code={course.code}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition hover:border-brand-400 hover:shadow-lg"
    >
      <div className="relative aspect-video overflow-hidden bg-muted">
        <img
          src={course.imageUrl}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={640}
          height={360}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <div className="absolute top-2.5 right-2.5 flex gap-1.5">
          {course.isBestseller && (
            <span className="rounded-full bg-amber-400 px-2 py-0.5 text-[11px] font-bold text-amber-950">
              {t('courses.badge.bestseller')}
            </span>
          )}
          {course.isNew && (
            <span className="rounded-full bg-emerald-600 px-2 py-0.5 text-[11px] font-bold text-white">
              {t('courses.badge.new')}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-[11px] font-semibold tracking-wide text-fg-muted uppercase">
          {course.category} · {levelText(t, course.level)}
        </p>
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm leading-5 font-semibold text-fg">
          {/* The whole card is the link's hit area (the ::after overlay), the title its accessible name. */}
          <Link
            to={courseDetailsHref(course.code)}
            className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 dark:hover:text-brand-300"
          >
            {course.title}
          </Link>
        </h3>
        <p className="text-xs text-fg-muted">{course.instructor}</p>
        <div className="flex items-center gap-1.5">
          <span className="text-sm font-bold text-amber-600 dark:text-amber-400">{course.rating.toFixed(1)}</span>
          <RatingStars average={course.rating} count={course.totalRatings} size={12} />
        </div>
        <p className="text-xs text-fg-muted">
          {t('courses.card.students', { count: course.studentCount.toLocaleString('vi-VN') })} ·{' '}
          {durationText(t, course.duration)}
        </p>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-base font-bold text-brand-700 dark:text-brand-300">
            {pricing.isFree ? t('courses.free') : vnd(pricing.price)}
          </span>
          {pricing.comparePrice && <s className="text-xs text-fg-muted">{vnd(pricing.comparePrice)}</s>}
        </div>
      </div>
    </article>
  );
}

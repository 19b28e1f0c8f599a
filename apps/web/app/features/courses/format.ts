import type { Course, CourseLevel } from '@sen/core';
import type { Translate } from '../i18n/LanguageProvider';

/** Minutes as "2 giờ 15 phút" / "2 h 15 min". */
export function durationText(t: Translate, minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h && m) return t('courses.duration.hm', { h, m });
  if (h) return t('courses.duration.h', { h });
  return t('courses.duration.m', { m });
}

export function levelText(t: Translate, level: CourseLevel): string {
  return t(`courses.level.${level}`);
}

/** Spec 1: a card opens the details route with `id` set to the course code (maKhoaHoc). */
export function courseDetailsHref(code: string): string {
  return `/course-details?id=${encodeURIComponent(code)}`;
}

export function learnHref(code: string, lessonId?: string | null): string {
  const base = `/course/${encodeURIComponent(code)}/learn`;
  return lessonId ? `${base}?lesson=${encodeURIComponent(lessonId)}` : base;
}

/** What the card shows: the price asked now, and the list price struck through when lower. */
export function coursePricing(course: Pick<Course, 'price' | 'finalPrice' | 'isFree'>) {
  return {
    isFree: course.isFree,
    price: course.finalPrice,
    comparePrice: course.finalPrice < course.price ? course.price : null,
  };
}

import { loadTextArea, pageTextArea } from '../i18n/load-catalogue';

/*
 * The course pages read their texts from the `courses` area, fetched only by them (the
 * storefront's first visit does not carry them): before hydration (pageTextArea runs when a
 * course route's module is evaluated) and before an in-app navigation renders one (the routes'
 * clientLoaders).
 */
pageTextArea('courses', {
  vi: () => import('@sen/core/i18n/areas/courses/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/courses/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/courses/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/courses/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/courses/ja').then((m) => m.ja),
});

export const loadCourseTexts = () => loadTextArea('courses');

/** clientLoader of a course page with a server loader: its texts and the server's data together. */
export async function coursesClientLoader<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadCourseTexts()]);
  return data;
}

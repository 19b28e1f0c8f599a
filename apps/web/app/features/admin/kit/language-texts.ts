import { loadTextArea, pageTextArea } from '../../i18n/load-catalogue';

/*
 * Back-office screens (admin and seller) also show storefront texts — a return's status, an address,
 * a shop, a course — from areas the storefront fetches page by page. They take the whole language
 * instead (every area but the back office's own, which the layout's loader brings): one chunk, before
 * a back-office page hydrates (pageTextArea, when the layout's module is evaluated) and before an
 * in-app navigation renders one (clientLoader). The server holds the same texts (decision 0389).
 */
pageTextArea('language', {
  vi: () => import('@sen/core/i18n/languages/vi').then((m) => m.texts),
  en: () => import('@sen/core/i18n/languages/en').then((m) => m.texts),
  fr: () => import('@sen/core/i18n/languages/fr').then((m) => m.texts),
  de: () => import('@sen/core/i18n/languages/de').then((m) => m.texts),
  ja: () => import('@sen/core/i18n/languages/ja').then((m) => m.texts),
});

export async function backOfficeClientLoader<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadTextArea('language')]);
  return data;
}

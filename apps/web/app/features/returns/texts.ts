import { loadTextArea, pageTextArea } from '../i18n/load-catalogue';

/*
 * The texts of returns (/returns and the order page's returns section) are an area of their own,
 * fetched only by those pages (decision 0200: nothing in the storefront's shared bundle).
 */
pageTextArea('returns', {
  vi: () => import('@sen/core/i18n/areas/returns/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/returns/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/returns/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/returns/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/returns/ja').then((m) => m.ja),
});

/** clientLoader of a page showing returns: its texts and the server's data together. */
export async function returnTextsClientLoader<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadTextArea('returns')]);
  return data;
}

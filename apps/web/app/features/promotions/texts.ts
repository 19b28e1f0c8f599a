import { loadTextArea, pageTextArea } from '../i18n/load-catalogue';

/*
 * The promotion pages' texts (/flash-sale, /promotions, /deals, /clearance) are an area of their
 * own, fetched only by those pages (decision 0200: the storefront's first visit stays in budget).
 */
pageTextArea('promotions', {
  vi: () => import('@sen/core/i18n/areas/promotions/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/promotions/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/promotions/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/promotions/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/promotions/ja').then((m) => m.ja),
});

/** clientLoader of a promotion page: its texts and the server's data together. */
export async function promotionsClientLoader<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadTextArea('promotions')]);
  return data;
}

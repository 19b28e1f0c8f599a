import { pageTextArea } from '../i18n/load-catalogue';

/*
 * The texts of the sellers' shop pages are an area of their own (decision 0200): fetched by those
 * pages only, never in the first visit of another page.
 */
const loaders = {
  vi: () => import('@sen/core/i18n/areas/shops/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/shops/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/shops/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/shops/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/shops/ja').then((m) => m.ja),
};

/** Called by the shop page's route module: the area loads before hydration. */
export const shopPageTexts = () => pageTextArea('shops', loaders);

import { loadTextArea, pageTextArea } from '../i18n/load-catalogue';

/*
 * The texts of the store pages, the checkout's store picker and the order's pickup block are an
 * area of their own (decision 0200): fetched by those pages only, never in the first visit.
 */
const loaders = {
  vi: () => import('@sen/core/i18n/areas/stores/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/stores/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/stores/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/stores/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/stores/ja').then((m) => m.ja),
};

/** Called by a store page's route module: the area loads before hydration. */
export const storesPageTexts = () => pageTextArea('stores', loaders);

/** For a component shown inside another page (checkout, order): await before showing it. */
export const loadStoresTexts = () => loadTextArea('stores', loaders);

export async function storesClientLoader<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadStoresTexts()]);
  return data;
}

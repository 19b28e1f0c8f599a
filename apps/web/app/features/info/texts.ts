import { loadTextArea, pageTextArea } from '../i18n/load-catalogue';

/*
 * The pages of features/info read their texts from the `info` area: fetched before hydration
 * (pageTextArea runs when a route module is evaluated) and before an in-app navigation renders
 * one of them (the clientLoaders below).
 */
pageTextArea('info', {
  vi: () => import('@sen/core/i18n/areas/info/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/info/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/info/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/info/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/info/ja').then((m) => m.ja),
});

export const loadInfoTexts = () => loadTextArea('info');

/** clientLoader of an info page with a server loader: its texts and the server's data together. */
export async function infoClientLoader<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadInfoTexts()]);
  return data;
}

import { loadTextArea, pageTextArea } from '../i18n/load-catalogue';

/*
 * Gift cards, points, tiers and subscriptions read their texts from the `rewards` area, fetched
 * only by their pages and by the checkout's rewards box (decision 0200: nothing in the first
 * visit's bundle): before hydration (pageTextArea, when a route module is evaluated) and before an
 * in-app navigation renders one (clientLoader).
 */
pageTextArea('rewards', {
  vi: () => import('@sen/core/i18n/areas/rewards/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/rewards/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/rewards/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/rewards/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/rewards/ja').then((m) => m.ja),
});

export const loadRewardsTexts = () => loadTextArea('rewards');

export async function rewardsClientLoader<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadRewardsTexts()]);
  return data;
}

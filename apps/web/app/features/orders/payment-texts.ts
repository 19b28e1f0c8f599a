import { loadTextArea, pageTextArea } from '../i18n/load-catalogue';

/*
 * The texts of a gateway's return (features/orders/PaymentNotice.tsx) are an area of their own,
 * fetched only by the pages that show them (the storefront's first-visit budget): before
 * hydration (pageTextArea runs when the route module is evaluated) and before an in-app
 * navigation renders one (the route's clientLoader).
 */
pageTextArea('payments', {
  vi: () => import('@sen/core/i18n/areas/payments/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/payments/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/payments/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/payments/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/payments/ja').then((m) => m.ja),
});

/** clientLoader of a page showing a payment notice: its texts and the server's data together. */
export async function paymentTextsClientLoader<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadTextArea('payments')]);
  return data;
}

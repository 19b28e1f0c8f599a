import { LANGUAGE_TEXTS } from '@sen/core/i18n/languages/loaders';
import { loadTextArea, pageTextArea } from '../../i18n/load-catalogue';

/*
 * Back-office screens (admin and seller) also show storefront texts — a return's status, an address,
 * a shop, a course — from areas the storefront fetches page by page. They take the whole language
 * instead (every area but the back office's own, which the layout's loader brings): one chunk, before
 * a back-office page hydrates (pageTextArea, when the layout's module is evaluated) and before an
 * in-app navigation renders one (clientLoader). The server holds the same texts (decision 0389).
 */
pageTextArea('language', LANGUAGE_TEXTS);

export async function backOfficeClientLoader<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadTextArea('language')]);
  return data;
}

import type { Catalogue } from '@sen/core/i18n/translate';
import type { Language } from '@sen/core/language';
import { adminTexts } from '../admin/kit/admin-texts';

// Imported when a seller page is first drawn in the language, like the admin's (decision 0389).
const TEXTS: Record<Language, () => Promise<Catalogue>> = {
  vi: () => import('@sen/core/i18n/areas/seller/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/seller/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/seller/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/seller/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/seller/ja').then((m) => m.ja),
};

/**
 * The seller area's texts in `lang`, for the seller layout's loader only (server side): the admin
 * kit's (the seller screens are built from it) and the seller area's own. Like the admin's, they
 * travel in the loader data, so nothing is added to the storefront's language chunks.
 */
export async function sellerTexts(lang: Language): Promise<Catalogue> {
  const [admin, own] = await Promise.all([adminTexts(lang), TEXTS[lang]()]);
  return { ...admin, ...own };
}

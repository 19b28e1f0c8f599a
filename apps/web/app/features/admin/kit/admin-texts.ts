import type { Catalogue } from '@sen/core/i18n/translate';
import type { Language } from '@sen/core/language';

// One import per language, made when a page of the back office is first drawn in it: a server that
// never draws one holds none of them (decision 0389).
const TEXTS: Record<Language, () => Promise<Catalogue>> = {
  vi: () => import('@sen/core/i18n/areas/admin/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/admin/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/admin/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/admin/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/admin/ja').then((m) => m.ja),
};

/**
 * The back office's texts in `lang`, for the admin layout's loader only (server side): they
 * travel in its loader data, so the admin pages hydrate with them and the storefront's shell and
 * language chunks stay as they are (decision 0120).
 */
export function adminTexts(lang: Language): Promise<Catalogue> {
  return TEXTS[lang]();
}

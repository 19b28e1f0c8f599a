import { de } from '@sen/core/i18n/areas/admin/de';
import { en } from '@sen/core/i18n/areas/admin/en';
import { fr } from '@sen/core/i18n/areas/admin/fr';
import { ja } from '@sen/core/i18n/areas/admin/ja';
import { vi } from '@sen/core/i18n/areas/admin/vi';
import type { Catalogue } from '@sen/core/i18n/translate';
import type { Language } from '@sen/core/language';

const TEXTS: Record<Language, Catalogue> = { vi, en, fr, de, ja };

/**
 * The back office's texts in `lang`, for the admin layout's loader only (server side): they
 * travel in its loader data, so the admin pages hydrate with them and the storefront's shell and
 * language chunks stay as they are (decision 0120).
 */
export function adminTexts(lang: Language): Catalogue {
  return TEXTS[lang];
}

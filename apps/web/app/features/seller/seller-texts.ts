import { de } from '@sen/core/i18n/areas/seller/de';
import { en } from '@sen/core/i18n/areas/seller/en';
import { fr } from '@sen/core/i18n/areas/seller/fr';
import { ja } from '@sen/core/i18n/areas/seller/ja';
import { vi } from '@sen/core/i18n/areas/seller/vi';
import type { Catalogue } from '@sen/core/i18n/translate';
import type { Language } from '@sen/core/language';
import { adminTexts } from '../admin/kit/admin-texts';

const TEXTS: Record<Language, Catalogue> = { vi, en, fr, de, ja };

/**
 * The seller area's texts in `lang`, for the seller layout's loader only (server side): the admin
 * kit's (the seller screens are built from it) and the seller area's own. Like the admin's, they
 * travel in the loader data, so nothing is added to the storefront's language chunks.
 */
export function sellerTexts(lang: Language): Catalogue {
  return { ...adminTexts(lang), ...TEXTS[lang] };
}

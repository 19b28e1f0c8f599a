import { type Catalogue, hasCatalogue, registerCatalogue } from '@sen/core/i18n/translate';
import { isLanguage, type Language } from '@sen/core/language';

// One chunk per language, so a visit downloads only the texts it shows.
const loaders: Record<Language, () => Promise<{ messages: Catalogue }>> = {
  vi: () => import('@sen/core/i18n/catalogues/vi'),
  en: () => import('@sen/core/i18n/catalogues/en'),
  fr: () => import('@sen/core/i18n/catalogues/fr'),
  de: () => import('@sen/core/i18n/catalogues/de'),
  ja: () => import('@sen/core/i18n/catalogues/ja'),
};

async function load(lang: Language): Promise<void> {
  if (hasCatalogue(lang)) return;
  registerCatalogue(lang, (await loaders[lang]()).messages);
}

/** Loads `lang`'s texts, and English too when `lang` only translates part of them. */
export async function loadCatalogue(lang: string): Promise<void> {
  const language = isLanguage(lang) ? lang : 'vi';
  const needed: Language[] = language === 'vi' || language === 'en' ? [language] : [language, 'en'];
  await Promise.all(needed.map(load));
}

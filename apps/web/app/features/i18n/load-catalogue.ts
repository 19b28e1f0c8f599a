import { type Catalogue, registerCatalogue } from '@sen/core/i18n/translate';
import { isLanguage, type Language } from '@sen/core/language';

type Loader = () => Promise<Catalogue>;

// One chunk per language, so a visit downloads only the texts it shows.
const base: Record<Language, Loader> = {
  vi: () => import('@sen/core/i18n/catalogues/vi').then((m) => m.messages),
  en: () => import('@sen/core/i18n/catalogues/en').then((m) => m.messages),
  fr: () => import('@sen/core/i18n/catalogues/fr').then((m) => m.messages),
  de: () => import('@sen/core/i18n/catalogues/de').then((m) => m.messages),
  ja: () => import('@sen/core/i18n/catalogues/ja').then((m) => m.messages),
};

// Texts of lazily loaded features, fetched with the feature.
const areas = {
  reviews: {
    vi: () => import('@sen/core/i18n/areas/reviews/vi').then((m) => m.vi),
    en: () => import('@sen/core/i18n/areas/reviews/en').then((m) => m.en),
    fr: () => import('@sen/core/i18n/areas/reviews/fr').then((m) => m.fr),
    de: () => import('@sen/core/i18n/areas/reviews/de').then((m) => m.de),
    ja: () => import('@sen/core/i18n/areas/reviews/ja').then((m) => m.ja),
  },
} satisfies Record<string, Record<Language, Loader>>;

export type TextArea = keyof typeof areas;

const wantedAreas = new Set<TextArea>();
const loaded = new Set<string>();

async function load(key: string, loader: Loader, lang: Language): Promise<void> {
  if (loaded.has(key)) return;
  registerCatalogue(lang, await loader());
  loaded.add(key);
}

/** `lang` itself, and English too when `lang` only translates part of the texts. */
function withFallback(lang: string): Language[] {
  const language = isLanguage(lang) ? lang : 'vi';
  return language === 'vi' || language === 'en' ? [language] : [language, 'en'];
}

/** Loads `lang`'s texts, and those of every area the page has loaded so far. */
export async function loadCatalogue(lang: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const l of withFallback(lang)) {
    jobs.push(load(`base:${l}`, base[l], l));
    for (const area of wantedAreas) jobs.push(load(`${area}:${l}`, areas[area][l], l));
  }
  await Promise.all(jobs);
}

/** Loads an area's texts in the page's language; await it with the component that shows them. */
export async function loadTextArea(area: TextArea): Promise<void> {
  wantedAreas.add(area);
  await Promise.all(withFallback(document.documentElement.lang).map((l) => load(`${area}:${l}`, areas[area][l], l)));
}

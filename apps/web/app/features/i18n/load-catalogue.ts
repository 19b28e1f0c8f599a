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
} satisfies Record<string, AreaLoaders>;

/** One loader per language; a lazy feature may bring its own (so the shell does not list it). */
export type AreaLoaders = Record<Language, Loader>;
/** An area's name: one listed above, or one a feature or page brought with its own loaders. */
export type TextArea = keyof typeof areas | (string & {});

/** Every area known so far: the built-in ones and those registered by the code that needs them. */
const known = new Map<string, AreaLoaders>(Object.entries(areas));
const wantedAreas = new Map<string, AreaLoaders>();
const loaded = new Set<string>();

async function load(key: string, loader: Loader | undefined, lang: Language): Promise<void> {
  if (loaded.has(key) || !loader) return;
  registerCatalogue(lang, await loader());
  loaded.add(key);
}

/** `lang` itself: every catalogue is complete (key parity with vi is tested), so no English fallback is fetched. */
function withFallback(lang: string): Language[] {
  return [isLanguage(lang) ? lang : 'vi'];
}

/** Loads `lang`'s texts, and those of every area the page has loaded so far. */
export async function loadCatalogue(lang: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const l of withFallback(lang)) {
    jobs.push(load(`base:${l}`, base[l], l));
    for (const [area, loaders] of wantedAreas) jobs.push(load(`${area}:${l}`, loaders[l], l));
  }
  await Promise.all(jobs);
}

/**
 * Loads an area's texts in the page's language (and again on a language switch); await it with
 * the component that shows them. `loaders`: the area's own, for one the shell does not list.
 */
export async function loadTextArea(area: TextArea, loaders?: AreaLoaders): Promise<void> {
  if (loaders && !known.has(area)) known.set(area, loaders);
  const own = known.get(area);
  if (!own) return;
  wantedAreas.set(area, own);
  await Promise.all(withFallback(document.documentElement.lang).map((l) => load(`${area}:${l}`, own[l], l)));
}

/**
 * A route whose texts are an area (its loaders, if not built in, live in the route's chunk):
 * called at the top of its module, which the browser runs before entry.client hydrates (React
 * Router imports the matched routes first), so loadCatalogue waits for the area too.
 */
export function pageTextArea(area: TextArea, loaders?: AreaLoaders): void {
  if (loaders && !known.has(area)) known.set(area, loaders);
  if (typeof document !== 'undefined') void loadTextArea(area);
}

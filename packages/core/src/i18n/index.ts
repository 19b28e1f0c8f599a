import type { Language } from '../language';
import { texts as vi } from './languages/vi';
import { type Catalogue, registerCatalogue } from './translate';

/*
 * The server's texts. Vietnamese, the shop's language, is there from the start; another language is
 * imported the first time a request asks for it (loadLanguage, awaited by the server's language hook),
 * so a process holds only the languages its visitors use (~1.2 MB of heap each). The browser imports
 * ./translate and loads what a page shows: the language's catalogue, then areas such as reviews with
 * the component that needs them (apps/web/app/features/i18n/load-catalogue.ts).
 */
registerCatalogue('vi', vi);

const languages: Record<Exclude<Language, 'vi'>, () => Promise<{ texts: Catalogue }>> = {
  en: () => import('./languages/en'),
  fr: () => import('./languages/fr'),
  de: () => import('./languages/de'),
  ja: () => import('./languages/ja'),
};
const loading = new Map<Language, Promise<void>>();
const loaded = new Set<Language>(['vi']);

/**
 * Makes `lang`'s texts available to `translate`: null when they already are (nothing to wait for),
 * else a promise that settles once they are (the same one for every caller meanwhile).
 */
export function loadLanguage(lang: Language): Promise<void> | null {
  if (loaded.has(lang)) return null;
  let pending = loading.get(lang);
  if (!pending) {
    pending = languages[lang as Exclude<Language, 'vi'>]().then(({ texts }) => {
      registerCatalogue(lang, texts);
      loaded.add(lang);
    });
    // A failed import may be retried by the next request.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** Every language's texts (tools and tests that translate outside a request). */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all((Object.keys(languages) as Language[]).map((l) => loadLanguage(l)));
}

export { type MessageKey, type MessageParams, registerCatalogue, translate } from './translate';

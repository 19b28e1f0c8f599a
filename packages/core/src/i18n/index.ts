import type { Language } from '../language';
import { LANGUAGE_TEXTS } from './languages/loaders';
import { texts as vi } from './languages/vi';
import { registerCatalogue } from './translate';

/*
 * The server's texts (decision 0389). Vietnamese, the shop's language, is there from the start; another
 * language is imported the first time something translates in it: `loadLanguage`, awaited by the page
 * render (apps/server/src/web/ssr.ts) and by the few API routes that translate. A process holds only
 * the languages its visitors use (~1.2 MB of heap each). The browser imports ./translate and loads what
 * a page shows: the language's catalogue, then areas such as reviews with the component that needs
 * them (apps/web/app/features/i18n/load-catalogue.ts).
 */
registerCatalogue('vi', vi);

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
    pending = LANGUAGE_TEXTS[lang]().then((texts) => {
      registerCatalogue(lang, texts);
      loaded.add(lang);
    });
    // A failed import may be retried by the next request.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

export { type MessageKey, type MessageParams, registerCatalogue, translate } from './translate';

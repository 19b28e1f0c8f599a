import type { Language } from '../language';
import type { MessageKey } from './catalogues/vi';
import { interpolate } from './interpolate';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;
export type Catalogue = Partial<Record<MessageKey, string>>;

/**
 * The catalogues this bundle holds. The server registers each language when first asked for it
 * (./index.ts); the browser loads only the page's language before it renders (every catalogue is
 * complete: parity.test.ts).
 */
const catalogues: Partial<Record<Language, Catalogue>> = {};

/** Adds texts to `lang`'s catalogue (a language's base first, then any area it loads later). */
export function registerCatalogue(lang: Language, messages: Catalogue): void {
  // The first catalogue of a language is kept as given (never written to: a later area makes a new object).
  const current = catalogues[lang];
  catalogues[lang] = current ? { ...current, ...messages } : messages;
}

/** The text for `key` in `lang`, falling back to English then Vietnamese key by key, with {param} placeholders filled. */
export function translate(lang: Language, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[lang]?.[key] ?? catalogues.en?.[key] ?? catalogues.vi?.[key] ?? key;
  return interpolate(template, params);
}

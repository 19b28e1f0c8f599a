import type { Language } from '@sen/core';

/**
 * Long page texts (about, terms, privacy, FAQ, landing) live beside their pages rather than in
 * the shared UI catalogue, so they load with their route instead of with every page.
 * vi is the reference; every other language falls back to en.
 */
export interface Localized<T> {
  vi: T;
  en: T;
}

export function localized<T>(texts: Localized<T>, lang: Language): T {
  return lang === 'vi' ? texts.vi : texts.en;
}

import { interpolate } from '../errors';
import type { Language } from '../language';
import { account } from './areas/account';
import { catalog } from './areas/catalog';
import { checkout } from './areas/checkout';
import { courses } from './areas/courses';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { ja } from './ja';
import { vi } from './vi';

/* The shell's texts live in vi.ts/en.ts/…; each area adds its own in areas/<area>.ts. */
const VI = { ...vi, ...account.vi, ...catalog.vi, ...checkout.vi, ...courses.vi };

export type MessageKey = keyof typeof VI;
export type MessageParams = Record<string, string | number>;

const EN: Record<MessageKey, string> = { ...en, ...account.en, ...catalog.en, ...checkout.en, ...courses.en };

const catalogues: Record<Language, Partial<Record<MessageKey, string>>> = {
  vi: VI,
  en: EN,
  fr: { ...fr, ...account.fr, ...catalog.fr, ...checkout.fr, ...courses.fr },
  de: { ...de, ...account.de, ...catalog.de, ...checkout.de, ...courses.de },
  ja: { ...ja, ...account.ja, ...catalog.ja, ...checkout.ja, ...courses.ja },
};

/** The text for `key` in `lang`, falling back to English key by key, with {param} placeholders filled. */
export function translate(lang: Language, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[lang]?.[key] ?? EN[key] ?? VI[key] ?? key;
  return interpolate(template, params);
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(VI, value);
}

import { interpolate } from '../errors';
import type { Language } from '../language';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { ja } from './ja';
import { type MessageKey, vi } from './vi';

export type { MessageKey } from './vi';
export type MessageParams = Record<string, string | number>;

const catalogues: Record<Language, Partial<Record<MessageKey, string>>> = { vi, en, fr, de, ja };

/** The text for `key` in `lang`, falling back to English key by key, with {param} placeholders filled. */
export function translate(lang: Language, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[lang]?.[key] ?? en[key] ?? vi[key] ?? key;
  return interpolate(template, params);
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(vi, value);
}

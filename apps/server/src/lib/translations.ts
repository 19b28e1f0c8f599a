import type { Language } from '@sen/core';

/** A row's `translations` column: per language, the translated fields ({"en": {"name": "…"}}). */
export type Translations = Partial<Record<Language, Record<string, string>>>;

export function parseTranslations(raw: string | null | undefined): Translations {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Translations) : {};
  } catch {
    return {};
  }
}

/**
 * `fields` of `base` in `lang`, each falling back to the stored (Vietnamese) value when that
 * language or field has no text. vi itself is the stored row, never looked up.
 */
export function translate<T extends object, K extends keyof T & string>(
  base: T,
  raw: string | null | undefined,
  lang: Language,
  fields: readonly K[],
): T {
  if (lang === 'vi') return base;
  const texts = parseTranslations(raw)[lang];
  if (!texts) return base;
  const out = { ...base };
  for (const field of fields) {
    const text = texts[field];
    if (typeof text === 'string' && text.trim()) out[field] = text as T[K];
  }
  return out;
}

export const LANGUAGES = ['vi', 'en', 'fr', 'de', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';
/** Cookie (and local-storage key) holding the chosen language, read by the server to render in it. */
export const LANGUAGE_COOKIE = 'language';

export const LANGUAGE_INFO: Record<Language, { name: string; flag: string }> = {
  vi: { name: 'Tiếng Việt', flag: '🇻🇳' },
  en: { name: 'English', flag: '🇬🇧' },
  fr: { name: 'Français', flag: '🇫🇷' },
  de: { name: 'Deutsch', flag: '🇩🇪' },
  ja: { name: '日本語', flag: '🇯🇵' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first supported language among explicit choices (query, header, cookie).
 * Accept-Language is deliberately ignored: the shop defaults to Vietnamese (spec README).
 */
export function pickLanguage(...candidates: Array<string | null | undefined>): Language {
  for (const c of candidates) if (isLanguage(c)) return c;
  return DEFAULT_LANGUAGE;
}

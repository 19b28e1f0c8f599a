import type { Language } from '@sen/core/language';

const LOCALES: Record<Language, string> = { vi: 'vi-VN', en: 'en-GB', fr: 'fr-FR', de: 'de-DE', ja: 'ja-JP' };

/** "12 tháng 3, 2026": the day a review was written, in the shop's time zone. */
export function reviewDate(iso: string, lang: Language): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString(LOCALES[lang] ?? 'vi-VN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Ho_Chi_Minh',
  });
}

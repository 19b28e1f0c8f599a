import type { Language } from '@sen/core';

/**
 * The site's public origin for canonical URLs, sitemaps and Open Graph: PUBLIC_URL when set
 * (behind a proxy or CDN), else the request's origin, which the server fixes for the whole
 * process (apps/server/src/web/ssr.ts), never the client's Host header. Server-side only.
 */
export function siteOrigin(request: Request): string {
  const configured = typeof process !== 'undefined' ? process.env.PUBLIC_URL : undefined;
  if (configured) return configured.replace(/\/+$/, '');
  return new URL(request.url).origin;
}

/** Open Graph locale per language. */
export const OG_LOCALE: Record<Language, string> = {
  vi: 'vi_VN',
  en: 'en_US',
  fr: 'fr_FR',
  de: 'de_DE',
  ja: 'ja_JP',
};

/** Absolute URL of a path on the site (paths from the API are site-relative). */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

import type { Language } from '@sen/core';
import { translate } from '@sen/core/i18n/translate';
import type { MetaDescriptor } from 'react-router';
import { metaLanguage } from '../i18n/meta';
import { absoluteUrl, OG_LOCALE } from './site';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export interface SeoInput {
  title: string;
  description: string;
  /** Site origin (from the loader: meta functions have no request). */
  origin: string;
  /** Canonical path with its meaningful query, e.g. "/products?category=laptops". */
  path: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** Pages that must not be indexed (search results, empty filters…). */
  noindex?: boolean;
  /** Title without the " | Sen" suffix (the home page). */
  bare?: boolean;
}

/** The URL of a page in a language: Vietnamese is the plain URL, others add `?lang=` (docs/decisions/0040). */
export function languageUrl(url: string, lang: Language): string {
  if (lang === 'vi') return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

/**
 * Title, description, canonical URL, vi/en alternates and Open Graph for one page.
 * The canonical URL is always the Vietnamese one; `?lang=en` is its English alternate.
 */
export function seoMeta(matches: ReadonlyArray<MatchLike | undefined>, input: SeoInput): MetaDescriptor[] {
  const lang = metaLanguage(matches);
  const siteName = translate(lang, 'app.name');
  const title = input.bare ? input.title : `${input.title} | ${siteName}`;
  const canonical = absoluteUrl(input.origin, input.path);
  const description = input.description.replace(/\s+/g, ' ').trim().slice(0, 300);
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'vi', href: canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: languageUrl(canonical, 'en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: canonical },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: input.type === 'product' ? 'product' : input.type === 'article' ? 'article' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: languageUrl(canonical, lang) },
    { property: 'og:locale', content: OG_LOCALE[lang] },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
  ];
  if (input.image) meta.push({ property: 'og:image', content: absoluteUrl(input.origin, input.image) });
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex, follow' });
  return meta;
}

/** Meta for a page whose title and description are UI texts. */
export function textSeoMeta(
  matches: ReadonlyArray<MatchLike | undefined>,
  origin: string | undefined,
  path: string,
  titleKey: Parameters<typeof translate>[1],
  descriptionKey: Parameters<typeof translate>[1],
): MetaDescriptor[] {
  const lang = metaLanguage(matches);
  return seoMeta(matches, {
    title: translate(lang, titleKey),
    description: translate(lang, descriptionKey),
    origin: origin ?? '',
    path,
  });
}

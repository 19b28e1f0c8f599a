import type { AdminContentPage, ContentPage, Language, PageSlug } from '@sen/core';
import type { Selectable } from 'kysely';
import type { PagesTable } from '../../db/tables/content';
import { parseTranslations, translate } from '../../lib/translations';

type Row = Selectable<PagesTable>;

export function toAdminPage(r: Row): AdminContentPage {
  return {
    slug: r.slug as PageSlug,
    title: r.title,
    lead: r.lead,
    content: r.content,
    metaTitle: r.meta_title,
    metaDescription: r.meta_description,
    translations: parseTranslations(r.translations) as AdminContentPage['translations'],
    updatedAt: r.updated_at,
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .trim();

/**
 * The page in `lang` (each field falling back to vi). The stored HTML is already sanitized; its
 * h2 headings get generated ids (`section-1`…) here, for the contents list beside the page.
 */
export function toPublicPage(r: Row, lang: Language): ContentPage {
  const t = translate(
    { title: r.title, lead: r.lead, content: r.content, metaTitle: r.meta_title, metaDescription: r.meta_description },
    r.translations,
    lang,
    ['title', 'lead', 'content', 'metaTitle', 'metaDescription'],
  );
  const sections: ContentPage['sections'] = [];
  const content = t.content.replace(/<h2>([\s\S]*?)<\/h2>/g, (_m, inner: string) => {
    const id = `section-${sections.length + 1}`;
    sections.push({ id, title: plain(inner) });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return {
    slug: r.slug as PageSlug,
    title: t.title,
    lead: t.lead,
    content,
    sections,
    metaTitle: t.metaTitle,
    metaDescription: t.metaDescription,
    updatedAt: r.updated_at,
  };
}

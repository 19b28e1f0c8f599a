import type { ContentPage } from '@sen/core/content/admin';
import type { BlockPage } from '@sen/core/content/blocks';
import { HELP_TOPICS, type HelpArticleSummary, type HelpTopic } from '@sen/core/content/help';
import { foldedWords, foldText, plainText } from '@sen/core/text';
import type { FaqGroup } from '../content/FaqList';
import { faqGroups } from '../content/faq-groups';

export type HelpSource = 'article' | 'faq' | 'terms' | 'privacy' | 'shipping' | 'payment';

export interface HelpDoc {
  source: HelpSource;
  title: string;
  text: string;
  href: string;
}

export interface HelpResult extends HelpDoc {
  /** The part of the text around the first word found (the whole text when short). */
  excerpt: string;
}

/** A block page's words (lead, headings, paragraphs, questions, cards), as one searchable text. */
function blockPageText(page: BlockPage): string {
  const parts: string[] = [page.lead];
  for (const b of page.blocks) {
    if (b.type === 'heading') parts.push(b.text);
    else if (b.type === 'paragraph') parts.push(plainText(b.html));
    else if (b.type === 'faq') parts.push(b.title, ...b.items.flatMap((i) => [i.q, i.a]));
    else if (b.type === 'cards') parts.push(b.title, ...b.items.flatMap((i) => [i.title, i.text]));
    else if (b.type === 'cta') parts.push(b.title, b.text);
  }
  return parts.filter(Boolean).join(' ');
}

/** A staff-written page's sections (each h2 and what follows it), as searchable documents. */
function pageDocuments(source: 'terms' | 'privacy', page: ContentPage): HelpDoc[] {
  const parts = page.content.split(/<h2 id="(section-\d+)">/).slice(1);
  const docs: HelpDoc[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const id = parts[i]!;
    const [heading = '', ...rest] = parts[i + 1]!.split('</h2>');
    docs.push({ source, title: plainText(heading), text: plainText(rest.join(' ')), href: `/${source}#${id}` });
  }
  return docs;
}

/**
 * Everything the help centre searches, in the language the pages were fetched in: the help
 * articles and FAQ answers staff write, the terms and privacy sections and the shipping and
 * payment policies' prose (decision 0356), as staff last wrote them; a page that failed to load is
 * left out.
 */
export function helpDocuments(
  pages: {
    terms?: ContentPage | null;
    privacy?: ContentPage | null;
    faq?: BlockPage | null;
    shipping?: BlockPage | null;
    payment?: BlockPage | null;
    articles?: HelpArticleSummary[];
  } = {},
): HelpDoc[] {
  const articles: HelpDoc[] = (pages.articles ?? []).map((a) => ({
    source: 'article',
    title: a.title,
    text: a.text,
    href: `/help/${encodeURIComponent(a.slug)}`,
  }));
  const faq: HelpDoc[] = helpFaq(pages.faq ?? null).flatMap((g, gi) =>
    g.items.map((item, ii) => ({ source: 'faq' as const, title: item.q, text: item.a, href: `/faq#q-${gi + 1}-${ii + 1}` })),
  );
  const policies = (['shipping', 'payment'] as const).flatMap((source) => {
    const page = pages[source];
    return page ? [{ source, title: page.title, text: blockPageText(page), href: `/${source}` }] : [];
  });
  const legal = (['terms', 'privacy'] as const).flatMap((source) => {
    const page = pages[source];
    return page ? pageDocuments(source, page) : [];
  });
  return [...articles, ...policies, ...faq, ...legal];
}

const EXCERPT = 180;

function excerptOf(text: string, words: string[]): string {
  if (text.length <= EXCERPT) return text;
  // foldText keeps one character per character of NFC Vietnamese text, so positions line up.
  const folded = foldText(text);
  const at = Math.min(...words.map((w) => folded.indexOf(w)).filter((i) => i >= 0), text.length);
  const start = Math.max(0, Math.min(at - 40, text.length - EXCERPT));
  const cut = text.slice(start, start + EXCERPT);
  return `${start > 0 ? '…' : ''}${cut.trim()}${start + EXCERPT < text.length ? '…' : ''}`;
}

/**
 * Accent-free search: every word of the query must appear in the title or the text; hits in the
 * title rank first. An empty query gives null (the page shows its topics instead).
 */
export function searchHelp(docs: HelpDoc[], query: string, limit = 20): HelpResult[] | null {
  const words = foldedWords(query.slice(0, 100));
  if (words.length === 0) return null;
  return docs
    .map((doc) => {
      const title = foldText(doc.title);
      const all = `${title} ${foldText(doc.text)}`;
      if (!words.every((w) => all.includes(w))) return null;
      return { doc, score: words.filter((w) => title.includes(w)).length };
    })
    .filter((hit) => hit !== null)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ doc }) => ({ ...doc, excerpt: excerptOf(doc.text, words) }));
}

/** The FAQ staff edit (decision 0352), shown under the topics when nothing is searched; none when it failed to load. */
export function helpFaq(faq: BlockPage | null): FaqGroup[] {
  return faq ? faqGroups(faq.blocks) : [];
}

/** The published articles by topic, in the topics' order (empty topics left out). */
export function articleGroups(
  articles: HelpArticleSummary[],
): Array<{ topic: HelpTopic; items: Array<{ slug: string; title: string }> }> {
  return HELP_TOPICS.map((topic) => ({
    topic,
    items: articles.filter((a) => a.topic === topic).map((a) => ({ slug: a.slug, title: a.title })),
  })).filter((g) => g.items.length > 0);
}

import type sanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../../lib/lazy-require';

/** The sanitiser (postcss, htmlparser2: ~2 MB of heap), loaded when a rich text is first written (decision 0377). */
const sanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

/*
 * The blog's HTML allow-list (issue 15, decision 0270). What the Tiptap editor produces and nothing
 * more: text blocks, lists, quotes, code, tables, links, pictures. No script or style elements, no
 * event handlers or style attributes (no attribute outside the list survives), links only to
 * http(s), mailto, tel or the shop's own paths, pictures only from http(s) or the shop's paths (no
 * data: URLs: pictures go through the image pipeline). Every stored post body passes through it on
 * the server; the storefront renders the stored result.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'mark',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Whatever is not allowed goes with its content when it can only be code; otherwise it is unwrapped.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    // Links leaving the shop open safely; the editor's own target/rel are replaced.
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer nofollow';
      else delete out.rel;
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  allowedClasses: {},
};
// `loading` is added by the transform, so it must be allowed too.
(OPTIONS.allowedAttributes as Record<string, string[]>).img!.push('loading');

/** The stored form of staff-written rich text. */
export function sanitizeRichText(html: string): string {
  return sanitizer()(html, OPTIONS).trim();
}

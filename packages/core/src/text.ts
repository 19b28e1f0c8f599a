/**
 * Folds Vietnamese text to an accent-free, lower-case form so that
 * "Điện Thoại" and "dien thoai" compare equal. Used for stored search
 * columns and for queries, on both databases, so both must use this one function.
 */
export function foldText(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u0111/g, 'd')
    .replace(/\u0110/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of a folded query; every one must match. */
export function foldedWords(query: string): string[] {
  return foldText(query)
    .split(' ')
    .map((w) => w.replace(/[%_\\]/g, ''))
    .filter((w) => w.length > 0);
}

/** URL slug from any Vietnamese text. */
export function slugify(input: string): string {
  return foldText(input)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The words of sanitized HTML as one line of text (tags become spaces, common entities decoded), for searching. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Limits and pure rules of product reviews, shared by the server's schemas and the web form. */
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;
export type ReviewStar = (typeof REVIEW_STARS)[number];

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
/** Reviews per page on the product page (one "show more" step). */
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_MAX_LIMIT = 50;

/**
 * Review texts are plain text: anything that looks like a tag, comment or doctype is refused
 * with a message rather than silently stripped, so what is stored is what the author wrote.
 * That includes a tag left unclosed (`<img src=x onerror=…` with no `>`): an HTML parser opens a
 * tag at `<` followed by a letter, `/`, `!` or `?`, whether or not a `>` ever comes.
 * A lone "<" ("giá < 5 triệu", "<3") is fine.
 */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z!?/]/i.test(text) || /<\s*\/?\s*[a-z!?][^<>]*>/i.test(text);
}

/**
 * Line breaks as \n, no control characters (tabs and new lines excepted), at most two blank
 * lines in a row, trimmed: what the page shows with `white-space: pre-line`.
 */
export function normalizeReviewText(text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    const code = ch.charCodeAt(0);
    if (code === 9 || code === 10 || (code >= 32 && code !== 127)) out += ch;
  }
  return out.replace(/\n{3,}/g, '\n\n').trim();
}

/** The average shown and stored: one decimal, 0 without reviews. */
export function roundAverage(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

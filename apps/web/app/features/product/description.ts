/** Spec 1 §9: the quick view shows 150 characters of the description before "Xem thêm". */
export const QUICK_VIEW_DESCRIPTION_CHARS = 150;

/** Plain text of sanitized HTML (for previews and meta descriptions), without a DOM. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts at a word boundary within `max` characters; `cut` says whether anything was left out. */
export function truncateText(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const slice = text.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return { text: `${(space > max * 0.6 ? slice.slice(0, space) : slice).trimEnd()}…`, cut: true };
}

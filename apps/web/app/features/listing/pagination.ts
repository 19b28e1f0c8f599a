export type PageItem = number | 'gap';

/**
 * Page buttons that stay usable with many pages: the first, the last, the current one and its
 * neighbours, with gaps between ("1 … 4 5 6 … 24"); at most 7 entries.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const items: PageItem[] = [1];
  let start = Math.max(2, page - 1);
  let end = Math.min(totalPages - 1, page + 1);
  if (page <= 3) end = 5;
  if (page >= totalPages - 2) start = totalPages - 4;
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < totalPages - 1) items.push('gap');
  items.push(totalPages);
  return items;
}

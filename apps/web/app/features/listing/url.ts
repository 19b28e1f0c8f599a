/**
 * Filter links and navigations change the current address's query: repeated `category`/`brand`/`seller`,
 * `min_price`, `max_price`, `rating`, `in_stock`, `sort` (absent for popularity) and `page`.
 * Any change but the page itself goes back to page 1. The server parses and normalises.
 */
export type ParamChange = Record<string, string | string[] | null>;

export function withParams(search: string, change: ParamChange): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  for (const [key, value] of Object.entries(change)) {
    params.delete(key);
    if (value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  if (!('page' in change)) params.delete('page');
  if (params.get('page') === '1') params.delete('page');
  if (params.get('sort') === 'popularity') params.delete('sort');
  const qs = params.toString();
  return qs ? `?${qs}` : '?';
}

/** Adds or removes one value of a repeated parameter. */
export function toggleValue(search: string, key: 'category' | 'brand' | 'seller', value: string): string {
  const current = new URLSearchParams(search).getAll(key);
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return withParams(search, { [key]: next.length ? next : null });
}

/** The filter parameters (what "Xóa bộ lọc" removes); sort and search stay. */
export const FILTER_KEYS = ['category', 'brand', 'seller', 'min_price', 'max_price', 'rating', 'in_stock'] as const;

export function clearFilters(search: string): string {
  return withParams(search, Object.fromEntries(FILTER_KEYS.map((k) => [k, null])));
}

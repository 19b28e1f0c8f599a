import type { SearchSuggestions } from '@sen/core';
import { productHref } from '../catalog/card-product';
import { categoryHref } from '../shell/nav-links';

export interface SuggestionOption {
  id: string;
  kind: 'search' | 'product' | 'category' | 'brand' | 'course' | 'term';
  label: string;
  href: string;
  image?: string;
  price?: number;
}

export function searchHref(q: string): string {
  return `/search?q=${encodeURIComponent(q.trim())}`;
}

export function courseHref(code: string): string {
  return `/course-details?id=${encodeURIComponent(code)}`;
}

/** The flat list the combobox moves through: "search for …" first, then each group. */
export function suggestionOptions(query: string, data: SearchSuggestions | null, popular: string[]): SuggestionOption[] {
  const q = query.trim();
  if (!q) return popular.map((term, i) => ({ id: `term-${i}`, kind: 'term', label: term, href: searchHref(term) }));
  const options: SuggestionOption[] = [{ id: 'search', kind: 'search', label: q, href: searchHref(q) }];
  if (!data) return options;
  for (const p of data.products) {
    options.push({ id: `p-${p._id}`, kind: 'product', label: p.name, href: productHref(p), image: p.thumbnail, price: p.price });
  }
  for (const c of data.categories)
    options.push({ id: `c-${c.slug}`, kind: 'category', label: c.name, href: categoryHref(c.slug) });
  for (const b of data.brands) {
    options.push({ id: `b-${b.slug}`, kind: 'brand', label: b.name, href: `/products?brand=${encodeURIComponent(b.slug)}` });
  }
  for (const c of data.courses) {
    options.push({
      id: `k-${c._id}`,
      kind: 'course',
      label: c.title,
      href: courseHref(c.code),
      image: c.imageUrl,
      price: c.discountPrice ?? c.price,
    });
  }
  for (const [i, term] of data.popularTerms.entries()) {
    if (term.toLowerCase() !== q.toLowerCase()) options.push({ id: `t-${i}`, kind: 'term', label: term, href: searchHref(term) });
  }
  return options;
}

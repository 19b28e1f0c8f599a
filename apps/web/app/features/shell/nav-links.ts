import type { MessageKey } from '@sen/core';

/** Spec 1 §2 "Navbar entries". */
export const NAVBAR_LINKS: Array<{ to: string; label: MessageKey; mega?: boolean }> = [
  { to: '/', label: 'nav.home' },
  { to: '/products', label: 'nav.products', mega: true },
  { to: '/blog', label: 'nav.blog' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
];

/** Spec 1 §2 "Mobile drawer links". */
export const DRAWER_LINKS: Array<{ to: string; label: MessageKey }> = [
  { to: '/', label: 'nav.home' },
  { to: '/categories', label: 'nav.categories' },
  { to: '/bestsellers', label: 'nav.bestsellers' },
  { to: '/new-products', label: 'nav.newProducts' },
  { to: '/promotions', label: 'nav.promotions' },
  // The shop's news is its blog (/news answers a permanent redirect there): link to the page itself.
  { to: '/blog', label: 'nav.news' },
  { to: '/cart', label: 'nav.cart' },
];

/** Where a category leads: the product listing filtered by it (spec 2 mirrors `category` in the query). */
export function categoryHref(slug: string): string {
  return `/products?category=${encodeURIComponent(slug)}`;
}

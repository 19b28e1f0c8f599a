import type { SitemapData } from '@sen/core';
import { catalogApi } from '@sen/core/api/catalog';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../api/server-api';

/** Pages every visitor can reach, besides the data-driven ones. */
export const STATIC_PAGES = [
  '/',
  '/products',
  '/sale',
  '/new-arrivals',
  '/best-sellers',
  '/categories',
  '/brands',
  '/blog',
  '/course',
  '/about',
  '/contact',
  '/faq',
  '/terms',
  '/privacy',
  '/2',
  '/sitemap',
  // The help centre, the policies generated from the methods, the installable app (decision 0130).
  '/help',
  '/shipping',
  '/payment',
  '/app',
];

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function urlset(origin: string, entries: { path: string; lastmod?: string }[]): string {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${xmlEscape(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** Every public page but products (those come in files of SITEMAP_PAGE_SIZE). */
export function pagesSitemap(origin: string, data: SitemapData): string {
  const enc = encodeURIComponent;
  return urlset(origin, [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...data.categories.map((c) => ({ path: `/products?category=${enc(c.slug)}`, lastmod: c.updatedAt })),
    ...data.brands.map((b) => ({ path: `/products?brand=${enc(b.slug)}`, lastmod: b.updatedAt })),
    ...data.blogCategories.map((c) => ({ path: `/blog/category/${enc(c.slug)}` })),
    ...data.blogPosts.map((p) => ({ path: `/blog/${enc(p.slug)}`, lastmod: p.updatedAt })),
    ...data.courses.map((c) => ({ path: `/course-details?id=${enc(c.code)}`, lastmod: c.updatedAt })),
  ]);
}

export async function productsSitemap(context: AppLoadContext, origin: string, page: number): Promise<string> {
  const rows = await catalogApi(serverApi(context)).sitemapProducts(page);
  return urlset(
    origin,
    rows.map((r) => ({ path: `/products/${encodeURIComponent(r.slug)}`, lastmod: r.updatedAt })),
  );
}

/** /sitemap.xml: an index of the pages file and one file per SITEMAP_PAGE_SIZE products. */
export function sitemapIndex(origin: string, data: SitemapData): string {
  const files = [
    '/sitemaps/pages.xml',
    ...Array.from({ length: data.productPages }, (_, i) => `/sitemaps/products-${i + 1}.xml`),
  ];
  const body = files.map((f) => `<sitemap><loc>${xmlEscape(origin + f)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>\n`;
}

export async function sitemapData(context: AppLoadContext): Promise<SitemapData> {
  return catalogApi(serverApi(context)).sitemapData();
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

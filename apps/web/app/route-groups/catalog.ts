import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { PRESET_PATHS } from '../features/listing/presets';

/** Routes of the catalog area. `storefront`: inside the shop's header and footer; `standalone`: own layout. */
export const storefront: RouteConfigEntry[] = [
  route('products', 'routes/catalog.products.tsx'),
  route('products/:idOrSlug', 'routes/catalog.product.tsx'),
  // The listing with a fixed filter, at each address that leads to it (spec 1 route table and links):
  // the same module as /products, whose loader reads the preset from the path.
  ...Object.keys(PRESET_PATHS).map((path) =>
    route(path.slice(1), 'routes/catalog.products.tsx', { id: `catalog-preset${path.replace(/\//g, '-')}` }),
  ),
  route('tags/:tag', 'routes/catalog.tag.tsx'),
  route('category/:slug', 'routes/catalog.to-listing.tsx', { id: 'catalog-category-redirect' }),
  route('categories/:slug', 'routes/catalog.to-listing.tsx', { id: 'catalog-categories-redirect' }),
  route('brands/:slug', 'routes/catalog.to-listing.tsx', { id: 'catalog-brand-redirect' }),
  route('categories', 'routes/catalog.categories.tsx'),
  route('brands', 'routes/catalog.brands.tsx'),
  route('search', 'routes/catalog.search.tsx'),
  route('2', 'routes/content.landing.tsx'),
  route('about', 'routes/content.about.tsx'),
  route('contact', 'routes/content.contact.tsx'),
  route('faq', 'routes/content.faq.tsx'),
  route('terms', 'routes/content.terms.tsx'),
  route('privacy', 'routes/content.privacy.tsx'),
  route('blog', 'routes/content.blog.tsx'),
  route('blog/category/:slug', 'routes/content.blog-category.tsx'),
  route('blog/:slug', 'routes/content.blog-post.tsx'),
  route('sitemap', 'routes/content.sitemap.tsx'),
];

/** Files for crawlers, without the shop's layout. */
export const standalone: RouteConfigEntry[] = [
  route('sitemap.xml', 'routes/content.sitemap-xml.ts'),
  route('sitemaps/:file', 'routes/content.sitemap-file.ts'),
  route('robots.txt', 'routes/content.robots.ts'),
];

import { type BannerSlide, SITEMAP_PAGE_SIZE, type SitemapData, type SitemapProducts, type Testimonial } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function testimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom('testimonials')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map((t) => ({ id: t.id, name: t.name, role: t.role, avatar: t.avatar, content: t.content, rating: t.rating }));
}

export async function banners(db: Kysely<Database>): Promise<BannerSlide[]> {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    description: b.description,
    imageMobile: b.image_mobile,
    imageDesktop: b.image_desktop,
    link: b.link,
  }));
}

export async function sitemapData(db: Kysely<Database>): Promise<SitemapData> {
  const now = new Date().toISOString();
  const [categories, brands, posts, blogCategories, courses, count] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['slug', 'name', 'updated_at'])
      .where('is_active', '=', 1)
      .orderBy('display_order')
      .execute(),
    db.selectFrom('brands').select(['slug', 'name', 'updated_at']).where('is_active', '=', 1).orderBy('name_folded').execute(),
    db
      .selectFrom('blog_posts')
      .select(['slug', 'title', 'updated_at'])
      .where('status', '=', 'published')
      .where('published_at', '<=', now)
      .orderBy('published_at', 'desc')
      .execute(),
    db.selectFrom('blog_categories').select(['slug', 'name']).orderBy('name').execute(),
    db.selectFrom('courses').select(['slug', 'code', 'title', 'updated_at']).where('is_active', '=', 1).orderBy('code').execute(),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'published')
      .executeTakeFirst(),
  ]);
  const productCount = Number(count?.n ?? 0);
  return {
    categories: categories.map((c) => ({ slug: c.slug, name: c.name, updatedAt: c.updated_at })),
    brands: brands.map((b) => ({ slug: b.slug, name: b.name, updatedAt: b.updated_at })),
    blogPosts: posts.map((p) => ({ slug: p.slug, title: p.title, updatedAt: p.updated_at })),
    blogCategories,
    courses: courses.map((c) => ({ slug: c.slug, code: c.code, title: c.title, updatedAt: c.updated_at })),
    productCount,
    productPages: Math.max(1, Math.ceil(productCount / SITEMAP_PAGE_SIZE)),
  };
}

/** One sitemap file's worth of product URLs, in a stable order. */
export async function sitemapProducts(db: Kysely<Database>, page: number): Promise<SitemapProducts> {
  const rows = await db
    .selectFrom('products')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('slug')
    .limit(SITEMAP_PAGE_SIZE)
    .offset((page - 1) * SITEMAP_PAGE_SIZE)
    .execute();
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
}

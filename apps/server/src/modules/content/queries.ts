import {
  type BannerSlide,
  type Language,
  SITEMAP_PAGE_SIZE,
  type SitemapData,
  type SitemapProducts,
  type Testimonial,
} from '@sen/core';
import type { Kysely, Selectable } from 'kysely';
import type { BannersTable, Database, TestimonialsTable } from '../../db/schema';
import { translate } from '../../lib/translations';
import { VISIBLE_STATUSES } from './store';

export function toTestimonial(t: Selectable<TestimonialsTable> & { translations: string }, lang: Language): Testimonial {
  return translate(
    { id: t.id, name: t.name, role: t.role, avatar: t.avatar, content: t.content, rating: t.rating },
    t.translations,
    lang,
    ['role', 'content'],
  );
}

export function toBannerSlide(b: Selectable<BannersTable> & { translations: string }, lang: Language): BannerSlide {
  return translate(
    {
      id: b.id,
      title: b.title,
      description: b.description,
      imageMobile: b.image_mobile,
      imageDesktop: b.image_desktop,
      link: b.link,
    },
    b.translations,
    lang,
    ['title', 'description'],
  );
}

export function activeTestimonials(db: Kysely<Database>) {
  return db.selectFrom('testimonials').selectAll().where('is_active', '=', 1).orderBy('display_order').orderBy('id');
}

/** Active slides inside their window (starts_at <= now < ends_at; a missing bound is open). */
export function showingBanners(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('banners')
    .selectAll()
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('display_order')
    .orderBy('id');
}

export async function testimonials(db: Kysely<Database>, lang: Language = 'vi'): Promise<Testimonial[]> {
  const rows = await activeTestimonials(db).execute();
  return rows.map((t) => toTestimonial(t, lang));
}

export async function banners(db: Kysely<Database>, lang: Language = 'vi'): Promise<BannerSlide[]> {
  const rows = await showingBanners(db, new Date().toISOString()).execute();
  return rows.map((b) => toBannerSlide(b, lang));
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
      .where('status', 'in', [...VISIBLE_STATUSES])
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

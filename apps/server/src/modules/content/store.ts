import type {
  AdminBanner,
  AdminBlogCategory,
  AdminBlogPost,
  AdminTestimonial,
  BlogStatus,
  ContentTranslations,
  TranslationLanguage,
} from '@sen/core';
import { TRANSLATION_LANGUAGES } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { BannersTable, BlogCategoriesTable, BlogPostsTable, TestimonialsTable } from '../../db/schema';
import { changeBus } from '../../lib/change-bus';
import { MomentTimer } from '../../lib/moment-timer';
import { parseTranslations } from '../../lib/translations';
import { parseJson } from '../catalog/mappers';
import { sanitizeRichText } from './sanitize';

/** Kept answers holding staff-written content: the content routes, /home (banners, testimonials), the sitemap. */
const PREFIXES = ['content:', 'home:', 'products:sitemap'] as const;
export const CONTENT_TOPIC = 'content';

/** Statuses a visitor may see once their time has come (a scheduled post is published at its time). */
export const VISIBLE_STATUSES = ['published', 'scheduled'] as const;

/**
 * After a content write, or when a scheduled post or banner window starts or ends: the kept
 * answers go (with Redis, for every instance at once) and every instance drops its rendered pages
 * (web/ssr.ts listens to the change bus).
 */
export async function contentChanged(app: FastifyInstance): Promise<void> {
  await Promise.all(PREFIXES.map((p) => app.cache.invalidate(p)));
  await (await changeBus(app)).publish(CONTENT_TOPIC);
}

type Row<T> = Selectable<T> & { translations?: string };

/** Only the languages and fields a form names, trimmed, empty ones left out (they fall back to vi). */
export function cleanTranslations<K extends string>(
  value: Partial<Record<TranslationLanguage, Partial<Record<K, string | undefined>> | undefined>> | undefined,
  fields: readonly K[],
  transform: Partial<Record<K, (v: string) => string>> = {},
): string {
  const out: ContentTranslations<K> = {};
  for (const lang of TRANSLATION_LANGUAGES) {
    const src = value?.[lang];
    if (!src) continue;
    const kept: Partial<Record<K, string>> = {};
    for (const field of fields) {
      const raw = src[field];
      if (typeof raw !== 'string') continue;
      const text = (transform[field] ?? ((v: string) => v.trim()))(raw);
      if (text) kept[field] = text;
    }
    if (Object.keys(kept).length) out[lang] = kept;
  }
  return JSON.stringify(out);
}

export const sanitizeTranslation = { content: sanitizeRichText } as const;

function translationsOf<K extends string>(raw: string | undefined): ContentTranslations<K> {
  return parseTranslations(raw) as ContentTranslations<K>;
}

/** The status staff see: a published post whose time has not come is scheduled. */
export function shownStatus(status: string, publishedAt: string | null, now = new Date().toISOString()): BlogStatus {
  if (status === 'draft' || !publishedAt) return 'draft';
  return publishedAt > now ? 'scheduled' : 'published';
}

/** Stored status and time from the form: published without a time means now. */
export function storedSchedule(status: BlogStatus, publishedAt: string | null, now = new Date().toISOString()) {
  if (status === 'draft') return { status: 'draft', published_at: publishedAt };
  const at = publishedAt ?? now;
  return { status: at > now ? 'scheduled' : 'published', published_at: at };
}

export function toAdminPost(
  r: Row<BlogPostsTable> & { meta_title: string; meta_description: string },
  categoryName: string | null,
): AdminBlogPost {
  return {
    _id: r.id,
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    content: r.content,
    coverImage: r.cover_image,
    categoryId: r.category_id,
    categoryName,
    author: r.author_name,
    tags: parseJson<string[]>(r.tags, []),
    status: shownStatus(r.status, r.published_at),
    publishedAt: r.published_at,
    isFeatured: r.is_featured === 1,
    metaTitle: r.meta_title,
    metaDescription: r.meta_description,
    translations: translationsOf(r.translations),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function toAdminCategory(r: Row<BlogCategoriesTable>, postCount: number): AdminBlogCategory {
  return { _id: r.id, name: r.name, slug: r.slug, postCount, translations: translationsOf(r.translations) };
}

export function toAdminBanner(r: Row<BannersTable> & { starts_at: string | null; ends_at: string | null }): AdminBanner {
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    imageDesktop: r.image_desktop,
    imageMobile: r.image_mobile,
    link: r.link,
    displayOrder: r.display_order,
    isActive: r.is_active === 1,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    translations: translationsOf(r.translations),
  };
}

export function toAdminTestimonial(r: Row<TestimonialsTable>): AdminTestimonial {
  return {
    _id: r.id,
    name: r.name,
    role: r.role,
    avatar: r.avatar,
    content: r.content,
    rating: r.rating,
    displayOrder: r.display_order,
    isActive: r.is_active === 1,
    translations: translationsOf(r.translations),
  };
}

/**
 * Scheduled content appears (and banners come and go) at its time without a restart (decision
 * 0271): each instance keeps one timer for the next moment something scheduled starts or ends;
 * when it fires, the kept answers and rendered pages go, as after a write. Every instance sets its
 * own timer, so each drops its own rendered pages; the shared cache drop is idempotent.
 */
export class ContentSchedule extends MomentTimer {
  constructor(app: FastifyInstance) {
    super(app, 'content schedule', 20);
  }

  async nextMoment(nowMs = Date.now()): Promise<number | null> {
    const now = new Date(nowMs).toISOString();
    const db = this.app.db;
    const [post, start, end] = await Promise.all([
      db
        .selectFrom('blog_posts')
        .select((eb) => eb.fn.min('published_at').as('at'))
        .where('status', 'in', [...VISIBLE_STATUSES])
        .where('published_at', '>', now)
        .executeTakeFirst(),
      db
        .selectFrom('banners')
        .select((eb) => eb.fn.min('starts_at').as('at'))
        .where('is_active', '=', 1)
        .where('starts_at', '>', now)
        .executeTakeFirst(),
      db
        .selectFrom('banners')
        .select((eb) => eb.fn.min('ends_at').as('at'))
        .where('is_active', '=', 1)
        .where('ends_at', '>', now)
        .executeTakeFirst(),
    ]);
    const moments = [post?.at, start?.at, end?.at].filter((v): v is string => typeof v === 'string');
    return moments.length ? Date.parse(moments.sort()[0]!) : null;
  }

  protected async onMoment(): Promise<void> {
    await Promise.all(PREFIXES.map((p) => this.app.cache.invalidate(p)));
    // Heard by every instance too; harmless when their own timers fire at the same moment.
    await (await changeBus(this.app)).publish(`${CONTENT_TOPIC}:schedule`);
  }
}

import { z } from 'zod';
import type { Language } from '../language';

/*
 * Staff-written content (issue 15, spec decision 14): blog posts and categories, banner slides,
 * testimonials, newsletter subscribers. One schema per form for the admin screens and the staff
 * API; messages are admin i18n keys (adminKit.v.*). Vietnamese is the stored, required text; the
 * other languages are optional translations that fall back to it field by field (decision 0100).
 */

export const TRANSLATION_LANGUAGES = ['en', 'fr', 'de', 'ja'] as const satisfies readonly Language[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export const BLOG_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Longest blog post body accepted (HTML characters). */
export const BLOG_CONTENT_MAX = 200_000;

const text = (max: number) => z.string().trim().max(max, 'adminKit.v.tooLong');
const required = (max: number) => z.string().trim().min(1, 'adminKit.v.required').max(max, 'adminKit.v.tooLong');
const slug = z
  .string()
  .trim()
  .max(120, 'adminKit.v.tooLong')
  .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'adminKit.v.slug');
/** An uploaded picture (`/uploads/…`, or the CDN's https address) or nothing. */
export const contentImageUrlSchema = z
  .string()
  .trim()
  .max(500, 'adminKit.v.tooLong')
  .regex(/^(?:|\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/, 'adminKit.v.url');
/** Where a banner leads: a path in the shop or an http(s) address. */
const linkSchema = z
  .string()
  .trim()
  .max(500, 'adminKit.v.tooLong')
  .regex(/^(?:|\/(?!\/)[^\s"'<>\\]*|https?:\/\/[^\s"'<>\\]+)$/, 'adminKit.v.url');
const instant = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'adminKit.v.date')
  .transform((v) => new Date(v).toISOString())
  .nullable();

function translations<S extends z.ZodRawShape>(shape: S) {
  const one = z.object(shape).partial();
  return z
    .object(
      Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, one.optional()])) as Record<
        TranslationLanguage,
        z.ZodOptional<typeof one>
      >,
    )
    .default({} as never);
}

export const blogPostTranslationShape = {
  title: text(200),
  excerpt: text(500),
  content: z.string().max(BLOG_CONTENT_MAX, 'adminKit.v.tooLong'),
  metaTitle: text(70),
  metaDescription: text(160),
};

export const blogPostInputSchema = z
  .object({
    title: required(200),
    slug,
    excerpt: text(500),
    content: z.string().max(BLOG_CONTENT_MAX, 'adminKit.v.tooLong'),
    coverImage: contentImageUrlSchema,
    categoryId: z.string().trim().max(64).nullable(),
    author: text(100),
    tags: z.array(z.string().trim().min(1).max(40, 'adminKit.v.tooLong')).max(20, 'adminKit.v.tooMany'),
    status: z.enum(BLOG_STATUSES),
    /** Required for a scheduled post (its time); a published post without one is published now. */
    publishedAt: instant,
    isFeatured: z.boolean(),
    metaTitle: text(70),
    metaDescription: text(160),
    translations: translations(blogPostTranslationShape),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'scheduled' && !v.publishedAt)
      ctx.addIssue({ code: 'custom', path: ['publishedAt'], message: 'adminKit.v.required' });
  });
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostData = z.output<typeof blogPostInputSchema>;

export const blogCategoryInputSchema = z.object({
  name: required(100),
  slug,
  translations: translations({ name: text(100) }),
});
export type BlogCategoryInput = z.input<typeof blogCategoryInputSchema>;

export const bannerInputSchema = z
  .object({
    title: required(200),
    description: text(300),
    imageDesktop: contentImageUrlSchema.refine((v) => v !== '', 'adminKit.v.required'),
    imageMobile: contentImageUrlSchema,
    link: linkSchema,
    displayOrder: z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(0, 'adminKit.v.min0').max(10_000),
    isActive: z.boolean(),
    startsAt: instant,
    endsAt: instant,
    translations: translations({ title: text(200), description: text(300) }),
  })
  .superRefine((v, ctx) => {
    if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'adminKit.v.afterStart' });
  });
export type BannerInput = z.input<typeof bannerInputSchema>;

export const testimonialInputSchema = z.object({
  name: required(100),
  role: text(100),
  avatar: contentImageUrlSchema,
  content: required(1000),
  rating: z
    .number({ error: 'adminKit.v.number' })
    .int('adminKit.v.integer')
    .min(1, 'adminKit.v.range')
    .max(5, 'adminKit.v.range'),
  displayOrder: z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(0, 'adminKit.v.min0').max(10_000),
  isActive: z.boolean(),
  translations: translations({ role: text(100), content: text(1000) }),
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

export type ContentTranslations<K extends string> = Partial<Record<TranslationLanguage, Partial<Record<K, string>>>>;

/** A blog post as the admin screens read and edit it. */
export interface AdminBlogPost {
  _id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  coverImage: string;
  categoryId: string | null;
  categoryName: string | null;
  author: string;
  tags: string[];
  /** Stored status; a published post whose time has not come shows as scheduled. */
  status: BlogStatus;
  publishedAt: string | null;
  isFeatured: boolean;
  metaTitle: string;
  metaDescription: string;
  translations: ContentTranslations<keyof typeof blogPostTranslationShape>;
  createdAt: string;
  updatedAt: string;
}

export interface AdminBlogCategory {
  _id: string;
  name: string;
  slug: string;
  postCount: number;
  translations: ContentTranslations<'name'>;
}

export interface AdminBanner {
  _id: string;
  title: string;
  description: string;
  imageDesktop: string;
  imageMobile: string;
  link: string;
  displayOrder: number;
  isActive: boolean;
  startsAt: string | null;
  endsAt: string | null;
  translations: ContentTranslations<'title' | 'description'>;
}

export interface AdminTestimonial {
  _id: string;
  name: string;
  role: string;
  avatar: string;
  content: string;
  rating: number;
  displayOrder: number;
  isActive: boolean;
  translations: ContentTranslations<'role' | 'content'>;
}

export interface NewsletterSubscriber {
  _id: string;
  email: string;
  language: string;
  source: string;
  createdAt: string;
}

export const adminBlogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  status: z.enum(BLOG_STATUSES).optional(),
});
export type AdminBlogQuery = { page: number; limit: number; search?: string; status?: BlogStatus };

export const subscriberQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});
export type SubscriberQuery = { page: number; limit: number; search?: string };

/*
 * The admin screens' forms: the same rules on what the browser holds (times as the
 * datetime-local inputs' text, tags as one comma list, every translation field a string). The
 * screens turn them into the API bodies above; the server checks those again.
 */
type TextShape<K extends string> = Record<K, z.ZodString>;
function formTranslations<K extends string>(fields: Record<K, number>) {
  const one = z.object(Object.fromEntries(Object.entries(fields).map(([k, max]) => [k, text(max as number)])) as TextShape<K>);
  return z.object(Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, one])) as Record<TranslationLanguage, typeof one>);
}
const localTime = z.string().refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'adminKit.v.date');
const order = z
  .number({ error: 'adminKit.v.number' })
  .int('adminKit.v.integer')
  .min(0, 'adminKit.v.min0')
  .max(10_000, 'adminKit.v.range');

export const blogPostFormSchema = z
  .object({
    title: required(200),
    slug,
    excerpt: text(500),
    content: z.string().max(BLOG_CONTENT_MAX, 'adminKit.v.tooLong'),
    coverImage: z.string(),
    categoryId: z.string(),
    author: text(100),
    tags: text(800),
    status: z.enum(BLOG_STATUSES),
    publishedAt: localTime,
    isFeatured: z.boolean(),
    metaTitle: text(70),
    metaDescription: text(160),
    translations: formTranslations({ title: 200, excerpt: 500, content: BLOG_CONTENT_MAX, metaTitle: 70, metaDescription: 160 }),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'scheduled' && !v.publishedAt)
      ctx.addIssue({ code: 'custom', path: ['publishedAt'], message: 'adminKit.v.required' });
  });
export type BlogPostForm = z.infer<typeof blogPostFormSchema>;

export const blogCategoryFormSchema = z.object({ name: required(100), slug, translations: formTranslations({ name: 100 }) });
export type BlogCategoryForm = z.infer<typeof blogCategoryFormSchema>;

export const bannerFormSchema = z
  .object({
    title: required(200),
    description: text(300),
    imageDesktop: z.string().min(1, 'adminKit.v.required'),
    imageMobile: z.string(),
    link: linkSchema,
    displayOrder: order,
    isActive: z.boolean(),
    startsAt: localTime,
    endsAt: localTime,
    translations: formTranslations({ title: 200, description: 300 }),
  })
  .superRefine((v, ctx) => {
    if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'adminKit.v.afterStart' });
  });
export type BannerForm = z.infer<typeof bannerFormSchema>;

export const testimonialFormSchema = z.object({
  name: required(100),
  role: text(100),
  avatar: z.string(),
  content: required(1000),
  rating: z
    .number({ error: 'adminKit.v.number' })
    .int('adminKit.v.integer')
    .min(1, 'adminKit.v.range')
    .max(5, 'adminKit.v.range'),
  displayOrder: order,
  isActive: z.boolean(),
  translations: formTranslations({ role: 100, content: 1000 }),
});
export type TestimonialForm = z.infer<typeof testimonialFormSchema>;

/** Every translation field of a form, filled from what is stored (missing ones empty). */
export function formTranslationsOf<K extends string>(
  stored: ContentTranslations<K> | undefined,
  fields: readonly K[],
): Record<TranslationLanguage, Record<K, string>> {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((l) => [l, Object.fromEntries(fields.map((f) => [f, stored?.[l]?.[f] ?? '']))]),
  ) as Record<TranslationLanguage, Record<K, string>>;
}

/** Pages staff edit (migration 0039): their addresses are fixed, their texts are not. */
export const PAGE_SLUGS = ['terms', 'privacy'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const pageTranslationShape = {
  title: text(200),
  lead: text(500),
  content: z.string().max(BLOG_CONTENT_MAX, 'adminKit.v.tooLong'),
  metaTitle: text(70),
  metaDescription: text(160),
};

export const pageInputSchema = z.object({
  title: required(200),
  lead: text(500),
  content: z.string().max(BLOG_CONTENT_MAX, 'adminKit.v.tooLong'),
  metaTitle: text(70),
  metaDescription: text(160),
  translations: translations(pageTranslationShape),
});
export type PageInput = z.input<typeof pageInputSchema>;

export const pageFormSchema = z.object({
  title: required(200),
  lead: text(500),
  content: z.string().max(BLOG_CONTENT_MAX, 'adminKit.v.tooLong'),
  metaTitle: text(70),
  metaDescription: text(160),
  translations: formTranslations({ title: 200, lead: 500, content: BLOG_CONTENT_MAX, metaTitle: 70, metaDescription: 160 }),
});
export type PageForm = z.infer<typeof pageFormSchema>;

/** A page as staff edit it. */
export interface AdminContentPage {
  slug: PageSlug;
  title: string;
  lead: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  translations: ContentTranslations<keyof typeof pageTranslationShape>;
  updatedAt: string;
}

/** GET /pages/{slug}: the page in the request's language; each h2 carries an id for the contents list. */
export interface ContentPage {
  slug: PageSlug;
  title: string;
  lead: string;
  content: string;
  sections: Array<{ id: string; title: string }>;
  metaTitle: string;
  metaDescription: string;
  updatedAt: string;
}

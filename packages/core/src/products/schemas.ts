import { z } from 'zod';
import { LISTING_MAX_LIMIT, LISTING_PAGE_SIZE, LISTING_SORTS, type ListingSort } from './rules';

/** Slugs come from our own slugify: lower-case letters, digits and hyphens. */
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(120)
  .regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'slug_invalid' });

/** A repeatable query parameter (`?category=a&category=b`) read as a sorted, de-duplicated list. */
const slugList = z
  .union([slug, z.array(slug).max(30, { message: 'too_many_values' })])
  .transform((v) => [...new Set(Array.isArray(v) ? v : [v])].sort());

const price = z
  .string()
  .trim()
  .regex(/^\d{1,13}$/, { message: 'price_invalid' })
  .transform(Number);

const flag = z.enum(['true', 'false'], { message: 'flag_invalid' }).transform((v) => v === 'true');

/**
 * GET /products query (spec 2 §9 mirrored parameters plus search and flags). Reversed prices are
 * swapped rather than rejected, as the sidebar's custom range does (spec 2 §5).
 */
export const productListingQuerySchema = z
  .object({
    category: slugList.optional(),
    brand: slugList.optional(),
    /** Issue 18: sellers' shop slugs. */
    seller: slugList.optional(),
    min_price: price.optional(),
    max_price: price.optional(),
    rating: z.coerce
      .number({ message: 'rating_invalid' })
      .int({ message: 'rating_invalid' })
      .min(1, { message: 'rating_invalid' })
      .max(5, { message: 'rating_invalid' })
      .optional(),
    in_stock: flag.optional(),
    q: z.string().trim().max(200).optional(),
    tag: z.string().trim().toLowerCase().min(1).max(60).optional(),
    on_sale: flag.optional(),
    is_new: flag.optional(),
    bestseller: flag.optional(),
    sort: z.enum(LISTING_SORTS).default('popularity'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(LISTING_MAX_LIMIT).default(LISTING_PAGE_SIZE),
  })
  .transform((q) => {
    const out = { ...q, q: q.q || undefined };
    if (out.min_price !== undefined && out.max_price !== undefined && out.max_price < out.min_price) {
      [out.min_price, out.max_price] = [out.max_price, out.min_price];
    }
    return out;
  });

export type ProductListingQuery = z.output<typeof productListingQuerySchema>;
/** What a caller may pass: every field optional, values already typed. */
export type ProductListingInput = Partial<Omit<ProductListingQuery, 'sort'>> & { sort?: ListingSort };

type Raw = Record<string, string | string[]>;

function toRaw(params: URLSearchParams | Record<string, unknown>): Raw {
  const raw: Raw = {};
  const add = (k: string, v: string) => {
    if (v === '') return; // an empty form field means "not set"
    const prev = raw[k];
    raw[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  };
  if (params instanceof URLSearchParams) for (const [k, v] of params) add(k, v);
  else
    for (const [k, v] of Object.entries(params)) {
      if (Array.isArray(v)) for (const x of v) add(k, String(x));
      else if (v !== undefined && v !== null) add(k, String(v));
    }
  return raw;
}

/**
 * Reads listing state from a URL without ever failing: a value the server would reject is dropped,
 * so a hand-edited link still shows a page. Used by the web's loaders and filter sidebar.
 */
export function parseListingQuery(params: URLSearchParams | Record<string, unknown>): ProductListingQuery {
  const raw = toRaw(params);
  for (let i = 0; i < 20; i++) {
    const r = productListingQuerySchema.safeParse(raw);
    if (r.success) return r.data;
    const bad = new Set(r.error.issues.map((issue) => String(issue.path[0])));
    if (bad.size === 0) break;
    for (const k of bad) delete raw[k];
  }
  return productListingQuerySchema.parse({});
}

/**
 * The URL form of a listing query, in a fixed order with defaults left out (sort=popularity,
 * page=1, limit=4), so equal queries give equal strings (also the server's cache key).
 */
export function listingQueryToSearchParams(q: ProductListingInput): URLSearchParams {
  const p = new URLSearchParams();
  for (const c of [...new Set(q.category ?? [])].sort()) p.append('category', c);
  for (const b of [...new Set(q.brand ?? [])].sort()) p.append('brand', b);
  for (const s of [...new Set(q.seller ?? [])].sort()) p.append('seller', s);
  let { min_price: min, max_price: max } = q;
  if (min !== undefined && max !== undefined && max < min) [min, max] = [max, min];
  if (min !== undefined) p.set('min_price', String(min));
  if (max !== undefined) p.set('max_price', String(max));
  if (q.rating !== undefined) p.set('rating', String(q.rating));
  if (q.in_stock !== undefined) p.set('in_stock', String(q.in_stock));
  if (q.q) p.set('q', q.q);
  if (q.tag) p.set('tag', q.tag);
  if (q.on_sale !== undefined) p.set('on_sale', String(q.on_sale));
  if (q.is_new !== undefined) p.set('is_new', String(q.is_new));
  if (q.bestseller !== undefined) p.set('bestseller', String(q.bestseller));
  if (q.sort && q.sort !== 'popularity') p.set('sort', q.sort);
  if (q.page && q.page > 1) p.set('page', String(q.page));
  if (q.limit && q.limit !== LISTING_PAGE_SIZE) p.set('limit', String(q.limit));
  return p;
}

export const productParamsSchema = z.object({ idOrSlug: z.string().trim().min(1).max(200) });

export const suggestionsQuerySchema = z.object({
  q: z.string({ message: 'search_query_required' }).trim().min(1, { message: 'search_query_required' }).max(100),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

export const searchQuerySchema = z.object({
  q: z.string({ message: 'search_query_required' }).trim().min(1, { message: 'search_query_required' }).max(200),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(LISTING_MAX_LIMIT).default(12),
});

/** Phone as typed: spaces, dots and dashes removed, then 10 or 11 digits (spec 2 §5). */
function normalizeContactPhone(raw: string): string {
  return raw.replace(/[\s.\-()]/g, '');
}

export const contactMessageSchema = z.object({
  name: z
    .string({ message: 'contact_name_required' })
    .trim()
    .min(1, { message: 'contact_name_required' })
    .max(100, { message: 'contact_name_too_long' }),
  email: z
    .string({ message: 'contact_email_required' })
    .trim()
    .min(1, { message: 'contact_email_required' })
    .max(254)
    .pipe(z.email({ message: 'invalid_email' })),
  phone: z
    .string()
    .trim()
    .max(30)
    .transform(normalizeContactPhone)
    .refine((v) => v === '' || /^\d{10,11}$/.test(v), { message: 'contact_phone_invalid' })
    .optional(),
  subject: z
    .string({ message: 'contact_subject_required' })
    .trim()
    .min(1, { message: 'contact_subject_required' })
    .max(200, { message: 'contact_subject_too_long' }),
  message: z
    .string({ message: 'contact_message_required' })
    .trim()
    .min(1, { message: 'contact_message_required', abort: true })
    .min(10, { message: 'contact_message_too_short' })
    .max(5000, { message: 'contact_message_too_long' }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(6),
  tag: z.string().trim().min(1).max(60).optional(),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

export const blogSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });

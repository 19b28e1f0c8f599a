import { z } from 'zod';
import {
  looksLikeHtml,
  normalizeReviewText,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_MAX_LIMIT,
  REVIEW_PAGE_SIZE,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
} from './rules';

const stars = (message: 'review_rating_invalid') =>
  z.coerce.number({ message }).int({ message }).min(1, { message }).max(5, { message });

/** POST /products/{idOrSlug}/reviews: plain text only (decision 0070). */
export const reviewCreateSchema = z.object({
  rating: z
    .number({ message: 'review_rating_required' })
    .int({ message: 'review_rating_invalid' })
    .min(1, { message: 'review_rating_invalid' })
    .max(5, { message: 'review_rating_invalid' }),
  title: z
    .string()
    .max(REVIEW_TITLE_MAX * 2, { message: 'review_title_too_long' })
    .transform(normalizeReviewText)
    .pipe(
      z
        .string()
        .max(REVIEW_TITLE_MAX, { message: 'review_title_too_long', abort: true })
        .refine((v) => !looksLikeHtml(v), { message: 'review_no_html' }),
    )
    .nullish()
    .transform((v) => v || null),
  body: z
    .string({ message: 'review_body_required' })
    .max(REVIEW_BODY_MAX * 2, { message: 'review_body_too_long' })
    .transform(normalizeReviewText)
    .pipe(
      z
        .string()
        // One message per field: the first rule broken.
        .min(1, { message: 'review_body_required', abort: true })
        .min(REVIEW_BODY_MIN, { message: 'review_body_too_short', abort: true })
        .max(REVIEW_BODY_MAX, { message: 'review_body_too_long', abort: true })
        .refine((v) => !looksLikeHtml(v), { message: 'review_no_html' }),
    ),
});
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;
export type ReviewCreate = z.output<typeof reviewCreateSchema>;

/** GET /products/{idOrSlug}/reviews query. */
export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(REVIEW_MAX_LIMIT).default(REVIEW_PAGE_SIZE),
  rating: stars('review_rating_invalid').optional(),
  sort: z.enum(REVIEW_SORTS).default('newest'),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** PATCH /reviews/{id} (staff). */
export const reviewModerationSchema = z.object({
  status: z.enum(REVIEW_STATUSES, { message: 'review_status_invalid' }),
});
export type ReviewModeration = z.output<typeof reviewModerationSchema>;

/** PUT /reviews/{id}/reply (staff): the shop's public answer, plain text like the review itself. */
export const reviewReplySchema = z.object({
  body: z
    .string({ message: 'review_reply_required' })
    .max(REVIEW_BODY_MAX * 2, { message: 'review_reply_too_long' })
    .transform(normalizeReviewText)
    .pipe(
      z
        .string()
        .min(1, { message: 'review_reply_required', abort: true })
        .max(REVIEW_BODY_MAX, { message: 'review_reply_too_long', abort: true })
        .refine((v) => !looksLikeHtml(v), { message: 'review_no_html' }),
    ),
});
export type ReviewReply = z.output<typeof reviewReplySchema>;

/** GET /admin/reviews query (staff): every status, newest first. */
export const staffReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(REVIEW_STATUSES, { message: 'review_status_invalid' }).optional(),
  rating: stars('review_rating_invalid').optional(),
  productId: z.string().trim().min(1).max(64).optional(),
  /** pending: not yet approved or hidden by staff (new reviews are shown at once, then moderated); done: looked at. */
  moderation: z.enum(['pending', 'done']).optional(),
});
export type StaffReviewListQuery = z.output<typeof staffReviewListQuerySchema>;

/** GET /me/reviews query: the customer's own reviews, newest first. */
export const myReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(REVIEW_MAX_LIMIT).default(20),
});
export type MyReviewListQuery = z.output<typeof myReviewListQuerySchema>;

export const reviewIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

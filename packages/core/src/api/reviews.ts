import type { ApiClient } from '../api-client';
import type { ReviewSort, ReviewStatus } from '../reviews/rules';
import type { MyReview, MyReviewList, Review, ReviewListing, StaffReview, StaffReviewList } from '../reviews/types';

/* Only types come from ../reviews: this module runs in the browser, where zod must not load. */

export interface ReviewListParams {
  page?: number;
  limit?: number;
  /** Only reviews with exactly this many stars. */
  rating?: number;
  sort?: ReviewSort;
}

/** What the review form sends (the server's zod schema in reviews/schemas.ts is the rule). */
export interface ReviewBody {
  /** null until a star is chosen: the server then answers with the rating field's message. */
  rating: number | null;
  title?: string | null;
  body: string;
}

export interface StaffReviewListParams {
  page?: number;
  limit?: number;
  status?: ReviewStatus;
  rating?: number;
  productId?: string;
}

const path = (s: string) => encodeURIComponent(s);

/** Typed calls of product reviews, on top of the shared client (loaders and the browser). */
export function reviewsApi(client: ApiClient) {
  return {
    /** Published reviews, a page at a time, with the product's summary (public). */
    list: (idOrSlug: string, query: ReviewListParams = {}, signal?: AbortSignal) =>
      client.get<ReviewListing>(`/products/${path(idOrSlug)}/reviews`, { query: { ...query }, signal }),
    /** The signed-in user's review of the product, whatever its status, or null. */
    mine: (idOrSlug: string, signal?: AbortSignal) =>
      client.get<Review | null>(`/products/${path(idOrSlug)}/reviews/mine`, { signal }),
    /** One review per account and product: a second one answers 409 REVIEW_EXISTS. */
    create: (idOrSlug: string, body: ReviewBody) => client.post<Review>(`/products/${path(idOrSlug)}/reviews`, body),

    /** The signed-in customer's own reviews, every status, newest first. */
    myReviews: (query: { page?: number; limit?: number } = {}, signal?: AbortSignal) =>
      client.get<MyReviewList>('/me/reviews', { query: { ...query }, signal }),
    /** Rewrites one's own review (same rules as writing it). */
    updateMine: (id: string, body: ReviewBody) => client.put<MyReview>(`/me/reviews/${path(id)}`, body),
    removeMine: (id: string) => client.delete<{ deleted: boolean }>(`/me/reviews/${path(id)}`),

    /** Staff (permission reviews.moderate). */
    staffList: (query: StaffReviewListParams = {}, signal?: AbortSignal) =>
      client.get<StaffReviewList>('/admin/reviews', { query: { ...query }, signal }),
    moderate: (id: string, status: ReviewStatus) => client.patch<StaffReview>(`/reviews/${path(id)}`, { status }),
    remove: (id: string) => client.delete<{ deleted: boolean }>(`/reviews/${path(id)}`),
  };
}

export type ReviewsApi = ReturnType<typeof reviewsApi>;

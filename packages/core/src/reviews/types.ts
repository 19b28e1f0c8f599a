import type { Pagination } from '../envelope';
import type { ReviewStatus } from './rules';

export interface ReviewAuthor {
  /** The name on the author's profile; '' when they left it empty (the page shows "Customer"). */
  name: string;
  avatar: string;
}

/** A review as the product page reads it. Texts are plain text: render them as text, never as HTML. */
export interface Review {
  _id: string;
  productId: string;
  rating: number;
  title: string | null;
  body: string;
  author: ReviewAuthor;
  verifiedPurchase: boolean;
  /** The shop's public answer, plain text. */
  reply: { body: string; at: string } | null;
  status: ReviewStatus;
  createdAt: string;
  updatedAt: string;
}

/** Published reviews of one product: the same numbers as the product's `ratings`. */
export interface ReviewSummary {
  average: number;
  count: number;
  /** Published reviews per star. */
  histogram: Record<1 | 2 | 3 | 4 | 5, number>;
}

/** GET /products/{idOrSlug}/reviews answer. */
export interface ReviewListing {
  items: Review[];
  pagination: Pagination;
  summary: ReviewSummary;
}

/** A review in the staff list: with the product and the author's e-mail. */
export interface StaffReview extends Review {
  product: { _id: string; name: string; slug: string };
  authorEmail: string;
  /** When staff last approved or hid it; null while it waits in the moderation queue. */
  moderatedAt: string | null;
}

export interface StaffReviewList {
  items: StaffReview[];
  pagination: Pagination;
}

/** One of the signed-in customer's own reviews (GET /me/reviews): with the product it is about. */
export interface MyReview extends Review {
  product: { _id: string; name: string; slug: string; thumbnail: string };
}

export interface MyReviewList {
  items: MyReview[];
  pagination: Pagination;
}

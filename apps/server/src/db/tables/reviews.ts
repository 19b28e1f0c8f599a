/** Product reviews (migration 0006_reviews, decision 0070). */
import type { ColumnType } from 'kysely';

type Bool = number;
/** Nullable, and left out of inserts (null). */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Timestamp = string;

/**
 * One review per user and product. Only 'published' reviews are shown and counted in the
 * product's `rating_average` / `rating_count`, which are recomputed in the transaction of
 * every write (modules/reviews/aggregates.ts).
 */
export interface ReviewsTable {
  id: string;
  product_id: string;
  user_id: string;
  /** 1–5 stars. */
  rating: number;
  title: string | null;
  /** Plain text; never HTML. */
  body: string;
  /** 'published' | 'hidden' */
  status: string;
  /** The author had a paid or delivered order holding the product when they wrote it. */
  verified_purchase: Bool;
  /** The shop's public answer, plain text (migration 0010); null until staff reply. */
  reply: Optional<string>;
  replied_at: Optional<Timestamp>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ReviewTables = {
  reviews: ReviewsTable;
};

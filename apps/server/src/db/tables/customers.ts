/** Tables of the staff customer screens, moderation and invoices (migrations 0023–0025, issue 13). */
import type { ColumnType } from 'kysely';

type Timestamp = string;
/** Nullable, and left out of inserts (null). */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Internal staff notes about a customer (never shown to them). */
export interface CustomerNotesTable {
  id: string;
  user_id: string;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: Timestamp;
}

/** Accent-free name, e-mail and phone of an account, for the staff search (decision 0220). */
export interface CustomerSearchTable {
  user_id: string;
  folded: string;
  /** The account's `updated_at` when `folded` was made. */
  source_updated_at: Timestamp;
}

/** A company invoice asked for at checkout (decision 0222). */
export interface OrderInvoicesTable {
  order_id: string;
  company_name: string;
  tax_code: string;
  address: string;
  email: string;
  created_at: Timestamp;
}

/** Columns migration 0024 adds to tables of other domains. */
export interface ReviewModerationColumns {
  /** When staff last approved or hid the review; null while it waits in the moderation queue. */
  moderated_at: Optional<Timestamp>;
}

export interface ContactReplyColumns {
  reply_subject: Optional<string>;
  reply_body: Optional<string>;
  replied_at: Optional<Timestamp>;
  /** The staff member's e-mail. */
  replied_by: Optional<string>;
}

export type CustomerTables = {
  customer_notes: CustomerNotesTable;
  customer_search: CustomerSearchTable;
  order_invoices: OrderInvoicesTable;
  reviews: ReviewModerationColumns;
  contact_messages: ContactReplyColumns;
};

/** Tables of storefront browsing (migration 0003_storefront). Same conventions as schema.ts. */
type Timestamp = string;

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  language: string;
  /** new | read | replied | spam — staff move it along in the admin area. */
  status: string;
  created_at: Timestamp;
}

/** What shoppers search for, aggregated, for "popular terms". */
export interface SearchTermsTable {
  /** Folded form (foldText), so "Điện thoại" and "dien thoai" count together. */
  term: string;
  /** The form last typed, shown to shoppers. */
  display: string;
  count: number;
  last_searched_at: Timestamp;
}

export interface StorefrontTables {
  contact_messages: ContactMessagesTable;
  search_terms: SearchTermsTable;
}

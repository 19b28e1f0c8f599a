/** Tables of accounts and access (sessions, tokens, mail outbox, addresses, wishlist, notifications). */
type Bool = number;
type Timestamp = string;

/** A signed-in device: one refresh-token family. Revoking it ends every token of the family. */
export interface AuthSessionsTable {
  id: string;
  user_id: string;
  remember: Bool;
  user_agent: string;
  ip: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

/** Every refresh token ever issued, by SHA-256 hash; used_at set when it was rotated. */
export interface AuthRefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

/** Single-use links sent by mail: purpose 'reset' (password) or 'verify' (e-mail). Hash only. */
export interface AuthTokensTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  template: string;
  language: string;
  status: string;
  error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** Migration 0016 (decision 0151): delivery attempts so far, when to try next, until when a worker holds it. */
  attempts?: number;
  next_attempt_at?: Timestamp | null;
  claimed_until?: Timestamp | null;
}

export interface UserAddressesTable {
  id: string;
  user_id: string;
  label: string;
  full_name: string;
  phone: string;
  province_code: string;
  ward_code: string;
  address: string;
  is_default: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WishlistItemsTable {
  user_id: string;
  product_id: string;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  title: string;
  message: string;
  link: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
  dismissed_at: Timestamp | null;
}

export interface AuthTables {
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_tokens: AuthTokensTable;
  mail_outbox: MailOutboxTable;
  user_addresses: UserAddressesTable;
  wishlist_items: WishlistItemsTable;
  notifications: NotificationsTable;
}

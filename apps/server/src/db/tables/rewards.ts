/** Gift cards and loyalty points (migrations 0035, 0036; decisions 0260–0262). Same conventions as schema.ts. */
type Timestamp = string;

export interface GiftCardsTable {
  id: string;
  /** SHA-256 (hex) of the normalised code; the code itself is only ever mailed. */
  code_hash: string;
  last4: string;
  initial_amount: number;
  balance: number;
  /** active | disabled */
  status: string;
  /** order | staff */
  source: string;
  order_id: string | null;
  order_item_id: string | null;
  purchaser_email: string;
  recipient_email: string;
  recipient_name: string;
  sender_name: string;
  message: string;
  send_at: Timestamp | null;
  mail_id: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GiftCardLedgerTable {
  id: string;
  card_id: string;
  order_id: string | null;
  /** issue | redeem | restore | disable | enable */
  kind: string;
  amount: number;
  balance_after: number;
  actor: string;
  note: string;
  created_at: Timestamp;
}

export interface LoyaltyAccountsTable {
  user_id: string;
  balance: number;
  updated_at: Timestamp;
}

export interface LoyaltyLedgerTable {
  id: string;
  user_id: string;
  order_id: string | null;
  /** earn | redeem | reverse | restore | expire | adjust */
  kind: string;
  points: number;
  remaining: number;
  expires_at: Timestamp | null;
  actor: string;
  note: string;
  created_at: Timestamp;
}

/** The columns migrations 0035/0036 add to `orders` (kept here so commerce.ts stays untouched). */
export interface RewardOrderColumns {
  gift_card_amount?: number;
  points_redeemed?: number;
  points_discount?: number;
}

export interface RewardTables {
  gift_cards: GiftCardsTable;
  gift_card_ledger: GiftCardLedgerTable;
  loyalty_accounts: LoyaltyAccountsTable;
  loyalty_ledger: LoyaltyLedgerTable;
}

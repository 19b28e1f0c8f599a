/** Customer returns and refunds (migration 0020_returns, decision 0210). Same conventions as schema.ts. */
type Bool = number;
type Json = string;
type Timestamp = string;

export interface ReturnsTable {
  id: string;
  /** What the customer and staff call it: RMA-<order code>-<n>. */
  code: string;
  order_id: string;
  user_id: string | null;
  /** requested, approved, rejected, received, refunded (core RETURN_STATUSES) */
  status: string;
  reason: string;
  comment: string;
  /** Image URLs of the pipeline (lib/images), JSON array. */
  photos: Json;
  staff_message: string;
  language: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  decided_at: Timestamp | null;
  received_at: Timestamp | null;
  refunded_at: Timestamp | null;
}

export interface ReturnItemsTable {
  id: string;
  return_id: string;
  order_item_id: string;
  quantity: number;
  /** 1 while the request is open (unique per order line among open ones). */
  open: Bool;
  /** Set on receipt: damaged goods are not restocked. */
  damaged: Bool | null;
  restocked: Bool;
}

export interface OrderRefundsTable {
  id: string;
  order_id: string;
  return_id: string | null;
  amount: number;
  items_amount: number;
  shipping_amount: number;
  /** gateway, manual */
  method: string;
  provider: string;
  reference: string;
  note: string;
  actor: string;
  created_at: Timestamp;
}

export type ReturnTables = {
  returns: ReturnsTable;
  return_items: ReturnItemsTable;
  order_refunds: OrderRefundsTable;
};

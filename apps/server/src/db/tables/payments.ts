/** Online payments (migration 0018_payments, decision 0160). Same conventions as schema.ts. */
type Bool = number;
type Json = string;
type Timestamp = string;

/** A payment started at a gateway for an order: `txn_ref` is the reference the gateway sends back. */
export interface PaymentAttemptsTable {
  id: string;
  order_id: string;
  provider: string;
  txn_ref: string;
  amount: number;
  currency: string;
  redirect_url: string | null;
  /** The gateway's own id of the payment (ZaloPay's zp_trans_token, PayPal's order id). */
  provider_ref: string | null;
  /** pending, paid, failed */
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * Money received, once per gateway transaction (unique provider + transaction_id: a replayed
 * notification finds its row). `outcome`: paid (it paid the order), partial, surplus, late (the
 * order was cancelled or expired: refund it), unmatched (no order found); null while unsettled.
 */
export interface PaymentReceiptsTable {
  id: string;
  provider: string;
  transaction_id: string;
  order_id: string | null;
  attempt_id: string | null;
  amount: number;
  currency: string;
  outcome: string | null;
  /** Staff must look at it: a refund is due, or money matched no order or not the whole total. */
  needs_review: Bool;
  note: string;
  details: Json;
  /** null, pending, refunded, failed */
  refund_status: string | null;
  refund_ref: string | null;
  /** Staff's note when they resolved a flagged receipt (migration 0045). */
  resolution: string;
  /** Email of the staff member who resolved it; null while open. */
  resolved_by: string | null;
  resolved_at: Timestamp | null;
  received_at: Timestamp;
  updated_at: Timestamp;
}

/** Every notification a gateway or bank service sent, accepted or not. */
export interface PaymentNotificationsTable {
  id: string;
  provider: string;
  /** ipn, callback, webhook, return */
  kind: string;
  reference: string;
  verified: Bool;
  outcome: string;
  payload: Json;
  remote_ip: string;
  created_at: Timestamp;
}

/** A gateway credential set in the admin (migration 0046): `value` is `v1.<iv>.<tag>.<ciphertext>` (AES-256-GCM). */
export interface GatewayCredentialsTable {
  /** The environment variable it stands for (PAYPAL_CLIENT_SECRET…). */
  name: string;
  provider: string;
  value: string;
  /** What staff may see again: the last 4 characters of a secret, or a non-secret value whole. */
  hint: string;
  updated_by: string;
  updated_at: Timestamp;
}

export type PaymentTables = {
  gateway_credentials: GatewayCredentialsTable;
  payment_attempts: PaymentAttemptsTable;
  payment_receipts: PaymentReceiptsTable;
  payment_notifications: PaymentNotificationsTable;
};

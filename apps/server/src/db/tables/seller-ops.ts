/* Seller operations: shipments per seller, the balance ledger and payouts (migration 0057, decisions 0296–0298). */
type Timestamp = string;

export type ShipmentStatus = 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderShipmentsTable {
  id: string;
  order_id: string;
  /** '' for the shop's own lines, else sellers.id. */
  seller_key: string;
  status: ShipmentStatus;
  carrier: string;
  tracking_number: string;
  tracking_url: string;
  shipped_at: Timestamp | null;
  delivered_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type LedgerKind = 'sale' | 'refund' | 'payout';

export interface SellerLedgerTable {
  id: string;
  seller_id: string;
  kind: LedgerKind;
  amount: number;
  gross: number;
  commission: number;
  order_id: string | null;
  order_code: string;
  order_item_id: string | null;
  payout_id: string | null;
  note: string;
  available_at: Timestamp;
  created_at: Timestamp;
}

export interface SellerPayoutsTable {
  id: string;
  seller_id: string;
  amount: number;
  bank_reference: string;
  note: string;
  created_by: string;
  created_at: Timestamp;
}

export interface SellerOpsTables {
  order_shipments: OrderShipmentsTable;
  seller_ledger: SellerLedgerTable;
  seller_payouts: SellerPayoutsTable;
}

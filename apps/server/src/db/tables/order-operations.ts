/** Staff order operations (migration 0015_order_operations, decision 0150). Same conventions as schema.ts. */
type Timestamp = string;

/** A payment recorded against an order: by staff (bank transfer, COD) or a gateway's confirmation. */
export interface OrderPaymentsTable {
  id: string;
  order_id: string;
  amount: number;
  /** 'manual' or the gateway's code. */
  method: string;
  reference: string;
  note: string;
  /** `staff:<id>`, 'system' or 'gateway'. */
  actor: string;
  created_at: Timestamp;
}

/** An internal note staff leave on an order (never shown to the customer). */
export interface OrderNotesTable {
  id: string;
  order_id: string;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: Timestamp;
}

/** Migration 0017 (decision 0153): orders per status, folded from the deltas the trigger appends. */
export interface OrderStatusTotalsTable {
  status: string;
  n: number;
}

export interface OrderStatusDeltasTable {
  status: string;
  n: number;
}

export interface OrderOperationTables {
  order_status_totals: OrderStatusTotalsTable;
  order_status_deltas: OrderStatusDeltasTable;
  order_payments: OrderPaymentsTable;
  order_notes: OrderNotesTable;
}

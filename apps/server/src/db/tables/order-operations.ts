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

export interface OrderOperationTables {
  order_payments: OrderPaymentsTable;
  order_notes: OrderNotesTable;
}

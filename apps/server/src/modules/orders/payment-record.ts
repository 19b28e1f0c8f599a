import { randomUUID } from 'node:crypto';
import type { Tx } from './db';

export interface PaymentEntry {
  amount: number;
  /** 'manual' (staff) or a gateway's code. */
  method: string;
  reference: string;
  note: string;
}

/** One `order_payments` row: the money an order received, by whom and with which reference. */
export async function insertPayment(trx: Tx, orderId: string, p: PaymentEntry, actor: string, now: string): Promise<void> {
  await trx
    .insertInto('order_payments')
    .values({
      id: randomUUID(),
      order_id: orderId,
      amount: p.amount,
      method: p.method,
      reference: p.reference,
      note: p.note,
      actor,
      created_at: now,
    })
    .execute();
}

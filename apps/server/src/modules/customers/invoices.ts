import { Readable } from 'node:stream';
import type { OrderInvoice, VatInvoice } from '@sen/core';
import { stringify } from 'csv-stringify/sync';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Stores the company invoice an order asked for, in the order's own transaction (orders/place.ts). */
export async function insertOrderInvoice(trx: Db, orderId: string, invoice: VatInvoice, stamp: string): Promise<void> {
  await trx
    .insertInto('order_invoices')
    .values({
      order_id: orderId,
      company_name: invoice.companyName,
      tax_code: invoice.taxCode,
      address: invoice.address,
      email: invoice.email,
      created_at: stamp,
    })
    .execute();
}

export async function findOrderInvoice(db: Db, orderId: string): Promise<OrderInvoice | null> {
  const r = await db.selectFrom('order_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  return r
    ? { companyName: r.company_name, taxCode: r.tax_code, address: r.address, email: r.email, createdAt: r.created_at }
    : null;
}

export const INVOICE_CSV_COLUMNS = [
  'order_code',
  'order_date',
  'order_status',
  'payment_status',
  'total',
  'company_name',
  'tax_code',
  'address',
  'email',
  'buyer_name',
  'buyer_phone',
] as const;

const PAGE = 2_000;

/**
 * Every order that asked for a company invoice, as CSV for the accountant (UTF-8 with a BOM so
 * Excel reads Vietnamese), oldest first, optionally within [from, to] (order dates, YYYY-MM-DD).
 * Streamed page by page.
 */
export function exportInvoicesCsv(db: Kysely<Database>, range: { from?: string; to?: string }): Readable {
  async function* rows() {
    yield `\uFEFF${stringify([INVOICE_CSV_COLUMNS as unknown as string[]])}`;
    let after: { at: string; id: string } | null = null;
    for (;;) {
      let q = db
        .selectFrom('order_invoices as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select([
          'i.order_id',
          'i.created_at as key',
          'o.code',
          'o.created_at',
          'o.status',
          'o.payment_status',
          'o.total',
          'i.company_name',
          'i.tax_code',
          'i.address',
          'i.email',
          'o.full_name',
          'o.phone',
        ]);
      const from = after;
      if (from) {
        q = q.where((eb) =>
          eb.or([eb('i.created_at', '>', from.at), eb.and([eb('i.created_at', '=', from.at), eb('i.order_id', '>', from.id)])]),
        );
      }
      if (range.from) q = q.where('i.created_at', '>=', range.from);
      if (range.to) q = q.where('i.created_at', '<', nextDay(range.to));
      const page = await q.orderBy('i.created_at').orderBy('i.order_id').limit(PAGE).execute();
      if (page.length === 0) return;
      yield stringify(
        page.map((r) => [
          r.code,
          r.created_at,
          r.status,
          r.payment_status,
          Number(r.total),
          r.company_name,
          r.tax_code,
          r.address,
          r.email,
          r.full_name,
          r.phone,
        ]),
      );
      const last = page[page.length - 1]!;
      after = { at: last.key, id: last.order_id };
      if (page.length < PAGE) return;
    }
  }
  return Readable.from(rows());
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

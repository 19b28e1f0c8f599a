import { randomUUID } from 'node:crypto';
import {
  commissionRate,
  DEFAULT_COMMISSION_BP,
  type LedgerLine,
  payableAt,
  refundShare,
  type SellerBalance,
  sellerNet,
} from '@sen/core/payouts/index';
import { sql } from 'kysely';
import type { OrderItemsTable } from '../../db/tables/commerce';
import { AppError } from '../../lib/http';
import { type AuditActor, recordAudit } from '../audit/audit';
import { parseJson } from '../catalog/mappers';
import type { Tx } from '../orders/db';
import { readGeneral } from '../settings/store';

/*
 * The sellers' balance ledger (decisions 0297, 0298). Every movement is one signed row: a sale
 * credit (line total less commission) written when the line's shipment is delivered and payable
 * after the return window, refund debits of the seller's lines, and payouts. Available = the sum
 * of rows already payable; pending = the rest. Nothing is ever updated, only appended.
 */

const SETTINGS_KEY = 'sellerCommission';

/** The shop's default commission (basis points), from settings; 10 % until staff set one. */
export async function defaultCommissionBp(db: Tx): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SETTINGS_KEY).executeTakeFirst();
  const v = parseJson<{ defaultBp?: unknown }>(row?.value, {});
  return typeof v.defaultBp === 'number' && Number.isInteger(v.defaultBp) ? v.defaultBp : DEFAULT_COMMISSION_BP;
}

export async function saveDefaultCommissionBp(db: Tx, bp: number): Promise<void> {
  const value = JSON.stringify({ defaultBp: bp });
  await db
    .insertInto('settings')
    .values({ key: SETTINGS_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * Fixes each seller line's seller and commission rate when the order is placed (in its
 * transaction): the seller from the product, the rate from the seller, else its category, else
 * the shop default — so later rate changes do not move an order already placed.
 */
export async function stampSellerLines(trx: Tx, orderId: string): Promise<void> {
  const rows = await trx
    .selectFrom('order_items as oi')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .leftJoin('sellers as s', 's.id', 'p.seller_id')
    .leftJoin('category_commissions as cc', 'cc.category_id', 'p.category_id')
    .select(['oi.id', 'p.seller_id', 's.commission_bp as seller_bp', 'cc.commission_bp as category_bp'])
    .where('oi.order_id', '=', orderId)
    .where('p.seller_id', 'is not', null)
    .execute();
  if (rows.length === 0) return;
  const fallback = await defaultCommissionBp(trx);
  for (const r of rows) {
    const bp = commissionRate(r.seller_bp, r.category_bp, fallback);
    await trx.updateTable('order_items').set({ seller_id: r.seller_id, commission_bp: bp }).where('id', '=', r.id).execute();
  }
}

/** Credits the seller for every line of a delivered shipment (in the delivery's transaction). */
export async function creditShipment(
  trx: Tx,
  shipment: { id: string; seller_key: string; order_id: string },
  orderCode: string,
  deliveredAt: string,
): Promise<void> {
  if (!shipment.seller_key) return;
  const lines = await trx
    .selectFrom('order_items')
    .select(['id', 'seller_id', 'name', 'quantity', 'line_total', 'commission_bp'])
    .where('shipment_id', '=', shipment.id)
    .execute();
  await creditLines(trx, lines, shipment.order_id, orderCode, deliveredAt);
}

/**
 * A click-and-collect order has no shipments (decision 0296): when the customer picks it up
 * (the pickup equivalent of delivery), every seller line is credited at once, payable after the
 * same return window (decision 0299). In the pickup desk's status-change transaction.
 */
export async function creditPickup(trx: Tx, orderId: string, orderCode: string, pickedUpAt: string): Promise<void> {
  const lines = await trx
    .selectFrom('order_items')
    .select(['id', 'seller_id', 'name', 'quantity', 'line_total', 'commission_bp'])
    .where('order_id', '=', orderId)
    .where('seller_id', 'is not', null)
    .execute();
  await creditLines(trx, lines, orderId, orderCode, pickedUpAt);
}

async function creditLines(
  trx: Tx,
  lines: Pick<OrderItemsTable, 'id' | 'seller_id' | 'name' | 'quantity' | 'line_total' | 'commission_bp'>[],
  orderId: string,
  orderCode: string,
  at: string,
): Promise<void> {
  if (lines.length === 0) return;
  const { returnDays } = await readGeneral(trx);
  const availableAt = payableAt(at, returnDays);
  for (const l of lines) {
    if (!l.seller_id) continue;
    const gross = Number(l.line_total);
    const bp = Number(l.commission_bp ?? 0);
    const net = sellerNet(gross, bp);
    await trx
      .insertInto('seller_ledger')
      .values({
        id: randomUUID(),
        seller_id: l.seller_id,
        kind: 'sale',
        amount: net,
        gross,
        commission: gross - net,
        order_id: orderId,
        order_code: orderCode,
        order_item_id: l.id,
        payout_id: null,
        note: `${l.name} × ${l.quantity}`,
        available_at: availableAt,
        created_at: at,
      })
      .execute();
  }
}

/**
 * Debits sellers for refunded lines: `items` the returned quantities, or every line of the order
 * (a full refund). A line's debit takes back its share of the credit, never more than what is
 * left of it; a line not delivered yet was never credited and is not debited. The debit is
 * payable when its sale was (a refund inside the return window lowers pending, later it lowers
 * what is available).
 */
export async function debitRefund(
  trx: Tx,
  orderId: string,
  items: { orderItemId: string; quantity: number }[] | 'all',
  note: string,
): Promise<void> {
  const rows = await trx
    .selectFrom('seller_ledger')
    .select(['order_item_id', 'seller_id', 'kind', 'amount', 'available_at', 'order_code'])
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['sale', 'refund'])
    .execute();
  const sales = rows.filter((r) => r.kind === 'sale' && r.order_item_id);
  if (sales.length === 0) return;
  const qty = await trx.selectFrom('order_items').select(['id', 'quantity']).where('order_id', '=', orderId).execute();
  const now = new Date().toISOString();
  for (const sale of sales) {
    const credit = Number(sale.amount);
    const debited = rows
      .filter((r) => r.kind === 'refund' && r.order_item_id === sale.order_item_id)
      .reduce((s, r) => s - Number(r.amount), 0);
    const left = credit - debited;
    if (left <= 0) continue;
    let take = left;
    if (items !== 'all') {
      const q = items.filter((i) => i.orderItemId === sale.order_item_id).reduce((s, i) => s + i.quantity, 0);
      if (q === 0) continue;
      const ordered = Number(qty.find((x) => x.id === sale.order_item_id)?.quantity ?? 0);
      take = Math.min(left, refundShare(credit, q, ordered));
    }
    if (take <= 0) continue;
    await trx
      .insertInto('seller_ledger')
      .values({
        id: randomUUID(),
        seller_id: sale.seller_id,
        kind: 'refund',
        amount: -take,
        gross: 0,
        commission: 0,
        order_id: orderId,
        order_code: sale.order_code,
        order_item_id: sale.order_item_id,
        payout_id: null,
        note,
        available_at: sale.available_at < now ? now : sale.available_at,
        created_at: now,
      })
      .execute();
  }
}

/** Available (payable now) and pending balances of one seller. A payout always counts against what is available. */
export async function balanceOf(db: Tx, sellerId: string, at = new Date().toISOString()): Promise<SellerBalance> {
  const r = await db
    .selectFrom('seller_ledger')
    .select([
      sql<string | number>`coalesce(sum(case when available_at <= ${at} or kind = 'payout' then amount else 0 end), 0)`.as(
        'available',
      ),
      sql<string | number>`coalesce(sum(case when available_at > ${at} and kind <> 'payout' then amount else 0 end), 0)`.as(
        'pending',
      ),
    ])
    .where('seller_id', '=', sellerId)
    .executeTakeFirstOrThrow();
  return { available: Number(r.available), pending: Number(r.pending) };
}

/** Every seller's balances and total paid out (the admin's payouts screen). */
export async function allBalances(db: Tx, at = new Date().toISOString()) {
  const rows = await db
    .selectFrom('sellers as s')
    .leftJoin('seller_ledger as l', 'l.seller_id', 's.id')
    .select([
      's.id',
      's.shop_name',
      's.status',
      's.bank_name',
      's.bank_account_number',
      's.bank_account_name',
      sql<string | number>`coalesce(sum(case when l.available_at <= ${at} or l.kind = 'payout' then l.amount else 0 end), 0)`.as(
        'available',
      ),
      sql<string | number>`coalesce(sum(case when l.available_at > ${at} and l.kind <> 'payout' then l.amount else 0 end), 0)`.as(
        'pending',
      ),
      sql<string | number>`coalesce(sum(case when l.kind = 'payout' then -l.amount else 0 end), 0)`.as('paid_out'),
    ])
    .where('s.status', 'in', ['approved', 'suspended'])
    .groupBy(['s.id', 's.shop_name', 's.status', 's.bank_name', 's.bank_account_number', 's.bank_account_name'])
    .orderBy('s.shop_name')
    .execute();
  return rows.map((r) => ({
    sellerId: r.id,
    shopName: r.shop_name,
    status: r.status,
    bankName: r.bank_name,
    bankAccountNumber: r.bank_account_number,
    bankAccountName: r.bank_account_name,
    available: Number(r.available),
    pending: Number(r.pending),
    paidOut: Number(r.paid_out),
  }));
}

/** A seller's statement: every ledger line, oldest first, with the running balance. */
export async function statementOf(db: Tx, sellerId: string): Promise<LedgerLine[]> {
  const rows = await db
    .selectFrom('seller_ledger')
    .selectAll()
    .where('seller_id', '=', sellerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  let balance = 0;
  return rows.map((r) => {
    balance += Number(r.amount);
    return {
      id: r.id,
      kind: r.kind,
      amount: Number(r.amount),
      gross: Number(r.gross),
      commission: Number(r.commission),
      orderCode: r.order_code,
      note: r.note,
      availableAt: r.available_at,
      createdAt: r.created_at,
      balance,
    };
  });
}

/**
 * Records a payout: never more than what is available. The seller's row is updated first, so on
 * PostgreSQL concurrent payouts to one seller queue on its lock and each re-reads the balance
 * after the previous one committed; SQLite's BEGIN IMMEDIATE serialises them anyway.
 */
export async function recordPayout(
  trx: Tx,
  sellerId: string,
  input: { amount: number; bankReference: string; note: string },
  who: AuditActor,
): Promise<{ id: string; balance: SellerBalance }> {
  const locked = await trx
    .updateTable('sellers')
    .set({ updated_at: new Date().toISOString() })
    .where('id', '=', sellerId)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) !== 1) throw new AppError(404, 'SELLER_NOT_FOUND');
  // The clock is read after the lock: payouts committed while this one waited count in full.
  const now = new Date().toISOString();
  const before = await balanceOf(trx, sellerId, now);
  if (input.amount > before.available)
    throw new AppError(409, 'PAYOUT_EXCEEDS_AVAILABLE', { available: Math.max(0, before.available) });
  const id = randomUUID();
  await trx
    .insertInto('seller_payouts')
    .values({
      id,
      seller_id: sellerId,
      amount: input.amount,
      bank_reference: input.bankReference,
      note: input.note,
      created_by: who.id,
      created_at: now,
    })
    .execute();
  await trx
    .insertInto('seller_ledger')
    .values({
      id: randomUUID(),
      seller_id: sellerId,
      kind: 'payout',
      amount: -input.amount,
      gross: 0,
      commission: 0,
      order_id: null,
      order_code: '',
      order_item_id: null,
      payout_id: id,
      note: input.bankReference,
      available_at: now,
      created_at: now,
    })
    .execute();
  await recordAudit(trx, {
    actor: who,
    action: 'create',
    entity: 'seller_payout',
    entityId: id,
    before: { sellerId, available: before.available },
    after: { sellerId, amount: input.amount, bankReference: input.bankReference, note: input.note },
  });
  return { id, balance: { available: before.available - input.amount, pending: before.pending } };
}

/** A return's refund (returns/service.ts, in its transaction): debits the sellers of its lines. */
export async function debitReturn(trx: Tx, returnId: string, orderId: string, code: string): Promise<void> {
  const items = await trx
    .selectFrom('return_items')
    .select(['order_item_id', 'quantity'])
    .where('return_id', '=', returnId)
    .execute();
  await debitRefund(
    trx,
    orderId,
    items.map((i) => ({ orderItemId: i.order_item_id, quantity: Number(i.quantity) })),
    code,
  );
}

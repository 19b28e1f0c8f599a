import type { FlaggedPayment, FlaggedPaymentsQuery } from '@sen/core/payments/review';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentReceiptsTable } from '../../db/tables/payments';
import { AppError } from '../../lib/http';
import { recordAudit } from '../audit/audit';
import type { OrdersApp } from '../orders/status';
import type { PaymentsConfig } from './config';
import type { GatewayCode } from './provider';
import { gateway } from './registry';

/** Outcomes that were flagged for staff (needs_review set when they happened). */
const FLAGGED = ['late', 'surplus', 'overpaid', 'partial', 'unmatched'];

interface StaffWho {
  audit: { id: string; email: string };
}

type Row = PaymentReceiptsTable & { order_code: string | null; order_status: string | null };

function parseDetails(json: string): Record<string, unknown> {
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The gateway that can send a receipt's money back, with the payment it refunds; null when none can. */
async function refundRoute(db: Kysely<Database>, cfg: PaymentsConfig, r: PaymentReceiptsTable) {
  if (!r.attempt_id) return null;
  const provider = gateway(cfg, r.provider as GatewayCode);
  if (!provider?.refund) return null;
  const attempt = await db.selectFrom('payment_attempts').selectAll().where('id', '=', r.attempt_id).executeTakeFirst();
  return attempt ? { provider, attempt, refund: provider.refund.bind(provider) } : null;
}

function toView(r: Row, cfg: PaymentsConfig): FlaggedPayment {
  const details = parseDetails(r.details);
  const provider = gateway(cfg, r.provider as GatewayCode);
  return {
    _id: r.id,
    provider: r.provider,
    transactionId: r.transaction_id,
    amount: Number(r.amount),
    currency: r.currency,
    outcome: r.outcome ?? '',
    note: r.note,
    orderCode: r.order_code,
    orderStatus: r.order_status,
    content: typeof details.content === 'string' ? details.content : '',
    receivedAt: r.received_at,
    refundStatus: r.refund_status,
    refundRef: r.refund_ref,
    canRefund: r.needs_review === 1 && !!r.attempt_id && !!provider?.refund && r.refund_status !== 'refunded',
    open: r.needs_review === 1,
    resolution: r.resolution,
    resolvedBy: r.resolved_by,
    resolvedAt: r.resolved_at,
  };
}

function base(db: Kysely<Database>) {
  return db
    .selectFrom('payment_receipts')
    .leftJoin('orders', 'orders.id', 'payment_receipts.order_id')
    .selectAll('payment_receipts')
    .select(['orders.code as order_code', 'orders.status as order_status']);
}

/** Flagged payments, newest first: open ones (needs_review), resolved ones, or both. */
export async function listFlagged(app: OrdersApp, q: FlaggedPaymentsQuery) {
  let where = app.db.selectFrom('payment_receipts').where('outcome', 'in', FLAGGED);
  if (q.status === 'open') where = where.where('needs_review', '=', 1);
  if (q.status === 'resolved') where = where.where('needs_review', '=', 0);
  const counted = await where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const totalCount = Number(counted.n);
  let rows = base(app.db).where('payment_receipts.outcome', 'in', FLAGGED);
  if (q.status === 'open') rows = rows.where('payment_receipts.needs_review', '=', 1);
  if (q.status === 'resolved') rows = rows.where('payment_receipts.needs_review', '=', 0);
  const items = await rows
    .orderBy('payment_receipts.received_at', 'desc')
    .orderBy('payment_receipts.id')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return {
    items: items.map((r) => toView(r as Row, app.config.payments)),
    pagination: { totalCount, page: q.page, limit: q.limit, totalPages: Math.max(1, Math.ceil(totalCount / q.limit)) },
  };
}

async function flaggedOr404(db: Kysely<Database>, id: string): Promise<Row> {
  const r = await base(db).where('payment_receipts.id', '=', id).executeTakeFirst();
  if (!r || !FLAGGED.includes(r.outcome ?? '')) throw new AppError(404, 'RECEIPT_NOT_FOUND');
  return r as Row;
}

/** Staff mark a flagged payment handled (refunded by hand, order restored, money matched to an order…). */
export async function resolveFlagged(app: OrdersApp, id: string, note: string, who: StaffWho): Promise<FlaggedPayment> {
  const before = await flaggedOr404(app.db, id);
  const now = new Date().toISOString();
  await app.db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('payment_receipts')
      .set({ needs_review: 0, resolution: note, resolved_by: who.audit.email, resolved_at: now, updated_at: now })
      .where('id', '=', id)
      .where('needs_review', '=', 1)
      .where((eb) => eb.or([eb('refund_status', 'is', null), eb('refund_status', '!=', 'pending')]))
      .executeTakeFirst();
    // Someone else resolved it first, or a refund of it is under way.
    if (Number(res.numUpdatedRows) !== 1) throw new AppError(409, 'RECEIPT_RESOLVED');
    await recordAudit(trx, {
      actor: who.audit,
      action: 'resolve',
      entity: 'payment_receipt',
      entityId: id,
      before: { outcome: before.outcome, amount: Number(before.amount), currency: before.currency, open: true },
      after: { open: false, resolution: note },
    });
  });
  return toView(await flaggedOr404(app.db, id), app.config.payments);
}

/**
 * Sends a flagged payment's whole amount back through its gateway, then resolves it. The receipt is
 * claimed first (refund_status pending), so two clicks refund once; a refused refund gives it back.
 */
export async function refundFlagged(
  app: OrdersApp,
  id: string,
  note: string,
  who: StaffWho,
  ipAddr: string,
): Promise<FlaggedPayment> {
  const r = await flaggedOr404(app.db, id);
  if (r.needs_review !== 1) throw new AppError(409, 'RECEIPT_RESOLVED');
  const route = await refundRoute(app.db, app.config.payments, r);
  if (!route) throw new AppError(409, 'RECEIPT_NO_REFUND');
  const claimed = await app.db
    .updateTable('payment_receipts')
    .set({ refund_status: 'pending', updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('needs_review', '=', 1)
    .where((eb) => eb.or([eb('refund_status', 'is', null), eb('refund_status', '=', 'failed')]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new AppError(409, 'RECEIPT_RESOLVED');

  let result: { ok: boolean; refundRef: string | null; message: string };
  try {
    result = await route.refund({
      txnRef: route.attempt.txn_ref,
      transactionId: r.transaction_id,
      amount: Number(r.amount),
      paidAt: new Date(r.received_at),
      createdAt: new Date(route.attempt.created_at),
      reason: note,
      by: who.audit.email,
      ipAddr,
      partial: false,
    });
  } catch (err) {
    app.log.warn({ err, receipt: id }, 'gateway refund of a flagged payment failed');
    result = { ok: false, refundRef: null, message: err instanceof Error ? err.message : String(err) };
  }
  const now = new Date().toISOString();
  if (!result.ok) {
    await app.db.updateTable('payment_receipts').set({ refund_status: 'failed', updated_at: now }).where('id', '=', id).execute();
    throw new AppError(502, 'REFUND_GATEWAY_FAILED', { message: result.message || '—' });
  }
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payment_receipts')
      .set({
        refund_status: 'refunded',
        refund_ref: result.refundRef,
        needs_review: 0,
        resolution: note,
        resolved_by: who.audit.email,
        resolved_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor: who.audit,
      action: 'refund',
      entity: 'payment_receipt',
      entityId: id,
      before: { outcome: r.outcome, amount: Number(r.amount), currency: r.currency, open: true },
      after: { open: false, refunded: true, provider: r.provider, refundRef: result.refundRef, resolution: note },
    });
  });
  return toView(await flaggedOr404(app.db, id), app.config.payments);
}

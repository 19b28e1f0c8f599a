import type { FastifyInstance } from 'fastify';
import type { OrdersApp } from '../orders/status';
import { logNotification, settleNotification } from './gateway';
import type { GatewayCode } from './provider';
import { gateway } from './registry';

/** How often the queue asks the gateways about payments nobody told us about. */
export const RECONCILE_EVERY_MS = 5 * 60_000;
/** A payment's notification gets this long to arrive before we ask (the buyer may still be paying). */
const GRACE_MS = 10 * 60_000;
/** Payments older than this are left to staff (gateways' query windows are short, VNPay's a few days). */
const WINDOW_MS = 3 * 24 * 3600_000;
/** Gateway calls per run: the rest wait for the next run. */
const BATCH = 50;

export interface ReconcileResult {
  asked: number;
  /** Attempt references by what the gateway's answer did (confirmed, failed, recorded, invalidAmount…). */
  outcomes: Record<string, string[]>;
}

/**
 * Payment reconciliation (issue 19): a gateway notification can be lost (our server down, their
 * retries exhausted, a firewall). Every RECONCILE_EVERY_MS one instance asks each configured gateway
 * about payments still pending after GRACE_MS, and settles the answer exactly as a notification
 * (`settleNotification`: amount and currency checked, one receipt per transaction, the order paid
 * through markOrderPaid, late money kept for a refund). The answer is the gateway's own, from its
 * authenticated query API, so it is as trustworthy as a signed notification; it is logged as kind
 * `query`. A payment the gateway still calls pending is asked again next run until WINDOW_MS.
 */
export async function reconcilePayments(app: OrdersApp, now: Date = new Date()): Promise<ReconcileResult> {
  const attempts = await app.db
    .selectFrom('payment_attempts')
    .select(['id', 'provider', 'txn_ref', 'currency', 'created_at'])
    .where('status', '=', 'pending')
    .where('created_at', '<=', new Date(now.getTime() - GRACE_MS).toISOString())
    .where('created_at', '>=', new Date(now.getTime() - WINDOW_MS).toISOString())
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  const result: ReconcileResult = { asked: 0, outcomes: {} };
  for (const a of attempts) {
    const provider = gateway(app.config.payments, a.provider as GatewayCode);
    if (!provider) continue;
    result.asked++;
    let outcome: string;
    try {
      const q = await provider.query({ txnRef: a.txn_ref, createdAt: new Date(a.created_at), ipAddr: '127.0.0.1' });
      if (q.status === 'pending') outcome = 'pending';
      else if (q.status === 'paid' && q.amount === null) {
        outcome = 'noAmount';
        await logNotification(app, { ...logged(a), verified: true, outcome, payload: q });
      } else {
        const n = {
          verified: true,
          txnRef: a.txn_ref,
          amount: q.amount ?? 0,
          currency: a.currency,
          success: q.status === 'paid',
          transactionId: q.transactionId ?? '',
        };
        outcome = await settleNotification(app, provider.code, n, q, { kind: 'query', ip: '' });
      }
    } catch (err) {
      app.log.warn({ err, provider: a.provider, txnRef: a.txn_ref }, 'payment query failed');
      outcome = 'error';
      const payload = { error: err instanceof Error ? err.message : String(err) };
      await logNotification(app, { ...logged(a), verified: false, outcome, payload });
    }
    result.outcomes[outcome] = [...(result.outcomes[outcome] ?? []), a.txn_ref];
  }
  return result;
}

const logged = (a: { provider: string; txn_ref: string }) => ({
  provider: a.provider,
  kind: 'query',
  reference: a.txn_ref,
  ip: '',
});

/** Scheduled on the jobs queue: with Redis one instance runs each tick (decision 0193). */
export function startPaymentReconciliation(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    app.jobs.every('payment reconciliation', RECONCILE_EVERY_MS, async () => {
      await reconcilePayments(app);
    });
  });
}

import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findOrderByCode } from '../../orders/queries';
import { logNotification } from '../gateway';
import { recordReceipt } from '../receipts';

/**
 * One bank transaction as the Vietnamese bank-notification services post it (SePay's webhook and
 * the ones copying it): the bank's transaction id, the bank, the account, the transfer's content
 * as the buyer typed it, in or out, the amount in VND and the bank's reference.
 */
export const bankTransactionSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1).max(100)]),
  gateway: z.string().max(100).default(''),
  transactionDate: z.string().max(40).default(''),
  accountNumber: z.string().max(40).default(''),
  code: z.string().max(100).nullish(),
  content: z.string().max(1000).default(''),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().nonnegative(),
  accumulated: z.number().nullish(),
  subAccount: z.string().nullish(),
  referenceCode: z.string().max(100).default(''),
  description: z.string().max(2000).nullish(),
});

/** Letters and digits only, accents dropped, upper case: "Dh sen-260721 7k3q9" → "DHSEN2607217K3Q9". */
export function foldTransferText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u0111\u0110]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/**
 * The order code named in a transfer's content: the transfer reference (prefix + code, e.g.
 * DHSEN2607217K3Q9) or the code alone, however the buyer spaced, dashed or accented it.
 */
export function orderCodeInTransfer(content: string): string | null {
  const m = /SEN(\d{6})([0-9A-HJKMNP-TV-Z]{5})/.exec(foldTransferText(content));
  return m ? `SEN-${m[1]}-${m[2]}` : null;
}

function keyMatches(header: string | undefined, key: string | null): boolean {
  if (!key || !header) return false;
  const m = /^Apikey\s+(.+)$/i.exec(header.trim());
  if (!m?.[1]) return false;
  const a = Buffer.from(m[1].trim());
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /payments/bank-transfer/webhook. Answers `{success: true}` for every transaction it has
 * recorded (or had recorded before: the service may resend), 401 without the right key.
 */
export async function handleBankWebhook(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const ip = req.ip;
  if (!keyMatches(req.headers.authorization, app.config.payments.bankWebhookKey)) {
    await logNotification(app, {
      provider: 'BANK_TRANSFER',
      kind: 'webhook',
      reference: '',
      verified: false,
      outcome: 'unauthorized',
      payload: req.body,
      ip,
    });
    return reply.code(401).send({ success: false, message: 'Invalid API key' });
  }
  const parsed = bankTransactionSchema.safeParse(req.body);
  if (!parsed.success) {
    await logNotification(app, {
      provider: 'BANK_TRANSFER',
      kind: 'webhook',
      reference: '',
      verified: true,
      outcome: 'invalid',
      payload: req.body,
      ip,
    });
    return reply
      .code(400)
      .send({ success: false, message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
  }
  const t = parsed.data;
  const transactionId = String(t.id);
  let outcome: string;
  if (t.transferType !== 'in' || t.transferAmount === 0) {
    outcome = 'ignored';
  } else {
    const code = orderCodeInTransfer(`${t.content} ${t.description ?? ''}`) ?? (t.code ? orderCodeInTransfer(t.code) : null);
    const order = code ? ((await findOrderByCode(app.db, code)) ?? null) : null;
    const settled = await recordReceipt(app, {
      provider: 'BANK_TRANSFER',
      transactionId,
      order,
      attemptId: null,
      amount: t.transferAmount,
      currency: 'VND',
      details: {
        gateway: t.gateway,
        accountNumber: t.accountNumber,
        transactionDate: t.transactionDate,
        content: t.content,
        referenceCode: t.referenceCode,
      },
      allowPartial: true,
    });
    outcome = settled.replay ? 'duplicate' : settled.outcome;
  }
  await logNotification(app, {
    provider: 'BANK_TRANSFER',
    kind: 'webhook',
    reference: transactionId,
    verified: true,
    outcome,
    payload: t,
    ip,
  });
  return reply.code(200).send({ success: true, outcome });
}

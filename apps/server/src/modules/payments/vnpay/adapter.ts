import { createHmac, randomUUID } from 'node:crypto';
import type { ReturnQueryFromVNPay, VNPay } from 'vnpay';
import { lazyRequire } from '../../../lib/lazy-require';
import type { VnpayConfig } from '../config';
import {
  attemptRef,
  type CreatedPayment,
  type CreatePaymentInput,
  type GatewayNotification,
  type PaymentProvider,
  postJson,
  type QueryResult,
  type RefundInput,
  type RefundResult,
  type ReturnResult,
  str,
  vietnamStamp,
} from '../provider';
import { sameSignature } from '../signing';

/** Only VNPay's own parameters take part in its signature (a proxy may add others). */
function vnpParams(query: Record<string, unknown>): ReturnQueryFromVNPay {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (k.startsWith('vnp_') && typeof v === 'string') out[k] = v;
  return out as unknown as ReturnQueryFromVNPay;
}

/** The `vnpay` library, loaded when VNPay is configured (decision 0377). */
const vnpayLib = lazyRequire<typeof import('vnpay')>('vnpay');

const stampNumber = (d: Date) => Number(vietnamStamp(d));

/** The fields of a refund answer VNPay signs, in order (merchant API documentation). */
const REFUND_ANSWER_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

/**
 * VNPay (payment URL API 2.1.0) through the `vnpay` library: the payment URL signed with
 * HMAC-SHA512 of the sorted, URL-encoded vnp_ parameters; the IPN and the return checked the
 * same way; querydr and refund through the merchant API. Amounts are whole VND (the library
 * multiplies by 100 on the way out and divides on the way back).
 */
export class VnpayProvider implements PaymentProvider {
  readonly code = 'VNPAY' as const;
  private readonly client: VNPay;

  constructor(private readonly cfg: VnpayConfig) {
    const pay = new URL(cfg.url);
    const api = new URL(cfg.apiUrl);
    this.client = new (vnpayLib().VNPay)({
      tmnCode: cfg.tmnCode,
      secureSecret: cfg.hashSecret,
      vnpayHost: pay.origin,
      queryDrAndRefundHost: api.origin,
      hashAlgorithm: 'SHA512' as never,
      endpoints: { paymentEndpoint: pay.pathname.slice(1), queryDrRefundEndpoint: api.pathname.slice(1) },
      enableLog: false,
    });
  }

  newTxnRef(orderCode: string): string {
    return attemptRef(orderCode);
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const url = this.client.buildPaymentUrl({
      vnp_Amount: input.amount,
      vnp_TxnRef: input.txnRef,
      // VNPay asks for the description without accents.
      vnp_OrderInfo: `Thanh toan don hang ${input.orderCode}`,
      vnp_IpAddr: input.ipAddr,
      vnp_ReturnUrl: input.returnUrl,
      vnp_CreateDate: stampNumber(new Date()),
      vnp_ExpireDate: stampNumber(input.expiresAt),
      vnp_Locale: (input.lang === 'vi' ? 'vn' : 'en') as never,
      vnp_OrderType: 'other' as never,
      ...(input.method === 'CREDIT_CARD' ? { vnp_BankCode: 'INTCARD' } : {}),
    });
    return { redirectUrl: url, qrCode: null, providerRef: null, amount: input.amount, currency: 'VND' };
  }

  verifyReturn(query: Record<string, unknown>): ReturnResult {
    const params = vnpParams(query);
    try {
      const r = this.client.verifyReturnUrl(params);
      const ours = str(params.vnp_TmnCode) === this.cfg.tmnCode;
      return { verified: r.isVerified && ours, success: r.isVerified && r.isSuccess, txnRef: str(params.vnp_TxnRef) };
    } catch {
      return { verified: false, success: false, txnRef: str(params.vnp_TxnRef) };
    }
  }

  parseNotification(payload: Record<string, unknown>): GatewayNotification {
    const params = vnpParams(payload);
    const base = { txnRef: str(params.vnp_TxnRef), transactionId: str(params.vnp_TransactionNo) };
    try {
      const r = this.client.verifyIpnCall(params);
      const status = str(params.vnp_TransactionStatus);
      return {
        ...base,
        verified: r.isVerified && str(params.vnp_TmnCode) === this.cfg.tmnCode && Boolean(params.vnp_SecureHash),
        amount: Number(r.vnp_Amount),
        // VNPay charges VND; a signed notification naming another currency is refused.
        currency: str(payload.vnp_CurrCode) || 'VND',
        success: r.isSuccess && (status === '' || status === '00'),
      };
    } catch {
      return { ...base, verified: false, amount: 0, currency: 'VND', success: false };
    }
  }

  async query(attempt: { txnRef: string; createdAt: Date; ipAddr: string }): Promise<QueryResult> {
    const r = await this.client.queryDr({
      vnp_RequestId: randomUUID().replace(/-/g, ''),
      vnp_TxnRef: attempt.txnRef,
      vnp_OrderInfo: `Truy van giao dich ${attempt.txnRef}`,
      vnp_TransactionDate: stampNumber(attempt.createdAt),
      vnp_CreateDate: stampNumber(new Date()),
      vnp_IpAddr: attempt.ipAddr,
    } as never);
    if (!r.isVerified || !r.vnp_SecureHash)
      return { status: 'pending', amount: null, transactionId: null, message: 'Wrong checksum' };
    const status = str(r.vnp_TransactionStatus);
    return {
      status: r.isSuccess && status === '00' ? 'paid' : status === '01' || !r.isSuccess ? 'pending' : 'failed',
      amount: r.vnp_Amount ? Number(r.vnp_Amount) / 100 : null,
      transactionId: r.vnp_TransactionNo ? str(r.vnp_TransactionNo) : null,
      message: str(r.vnp_Message),
    };
  }

  /**
   * Refund through the merchant API (refund command of API 2.1.0), called here rather than
   * through the library: the library checks VNPay's signed answer after dividing its amount by
   * 100 and replacing its message, so a genuine answer never verifies (decision 0161).
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    const body: Record<string, string> = {
      vnp_RequestId: randomUUID().replace(/-/g, ''),
      vnp_Version: '2.1.0',
      vnp_Command: 'refund',
      vnp_TmnCode: this.cfg.tmnCode,
      vnp_TransactionType: input.partial ? '03' : '02',
      vnp_TxnRef: input.txnRef,
      vnp_Amount: String(Math.round(input.amount * 100)),
      vnp_TransactionNo: input.transactionId || '0',
      vnp_TransactionDate: vietnamStamp(input.createdAt),
      vnp_CreateBy: input.by,
      vnp_CreateDate: vietnamStamp(new Date()),
      vnp_IpAddr: input.ipAddr,
      vnp_OrderInfo: `Hoan tien ${input.txnRef}`,
    };
    body.vnp_SecureHash = this.hash(Object.values(body));
    const r = await postJson(this.cfg.apiUrl, body);
    const signed = sameSignature(this.hash(REFUND_ANSWER_FIELDS.map((k) => str(r[k]))), str(r.vnp_SecureHash));
    const ok = signed && str(r.vnp_ResponseCode) === '00';
    return { ok, refundRef: ok ? str(r.vnp_TransactionNo) || null : null, message: str(r.vnp_Message) };
  }

  private hash(values: string[]): string {
    return createHmac('sha512', this.cfg.hashSecret).update(values.join('|'), 'utf8').digest('hex');
  }
}

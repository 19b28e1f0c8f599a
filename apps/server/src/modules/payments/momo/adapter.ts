import { randomUUID } from 'node:crypto';
import type { MomoConfig } from '../config';
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
} from '../provider';
import { hmacSha256, sameSignature } from '../signing';

/** The fields of a payment result (IPN body and redirect query), signed in this order (a to z). */
const RESULT_FIELDS = [
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

/** `accessKey=…&amount=…&…`: MoMo's raw signature string, keys sorted a to z with accessKey first. */
export function momoRaw(accessKey: string, fields: Record<string, unknown>, keys: readonly string[]): string {
  return [`accessKey=${accessKey}`, ...keys.map((k) => `${k}=${str(fields[k])}`)].join('&');
}

/**
 * MoMo payment gateway API v2 (developers.momo.vn, "One-time payment", requestType
 * captureWallet): every request and result carries an HMAC-SHA256 `signature` with the secret
 * key over `accessKey=…&amount=…&…` in alphabetical order. resultCode 0 is success.
 */
export class MomoProvider implements PaymentProvider {
  readonly code = 'MOMO' as const;
  constructor(private readonly cfg: MomoConfig) {}

  newTxnRef(orderCode: string): string {
    return attemptRef(orderCode);
  }

  private sign(fields: Record<string, unknown>, keys: readonly string[]): string {
    return hmacSha256(this.cfg.secretKey, momoRaw(this.cfg.accessKey, fields, keys));
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const body: Record<string, unknown> = {
      partnerCode: this.cfg.partnerCode,
      requestType: 'captureWallet',
      ipnUrl: input.notifyUrl,
      redirectUrl: input.returnUrl,
      orderId: input.txnRef,
      amount: input.amount,
      orderInfo: `Thanh toán đơn hàng ${input.orderCode}`,
      requestId: input.txnRef,
      extraData: '',
      autoCapture: true,
      lang: input.lang === 'vi' ? 'vi' : 'en',
      orderExpireTime: Math.max(1, Math.min(100, Math.floor((input.expiresAt.getTime() - Date.now()) / 60_000))),
    };
    body.signature = this.sign(body, [
      'amount',
      'extraData',
      'ipnUrl',
      'orderId',
      'orderInfo',
      'partnerCode',
      'redirectUrl',
      'requestId',
      'requestType',
    ]);
    const res = await postJson(`${this.cfg.endpoint}/v2/gateway/api/create`, body);
    if (Number(res.resultCode) !== 0 || typeof res.payUrl !== 'string') {
      throw new Error(`MoMo refused the payment: ${str(res.resultCode)} ${str(res.message)}`);
    }
    return {
      redirectUrl: res.payUrl,
      qrCode: typeof res.qrCodeUrl === 'string' ? res.qrCodeUrl : null,
      providerRef: null,
      amount: input.amount,
      currency: 'VND',
    };
  }

  private check(fields: Record<string, unknown>): boolean {
    return (
      str(fields.partnerCode) === this.cfg.partnerCode && sameSignature(this.sign(fields, RESULT_FIELDS), str(fields.signature))
    );
  }

  verifyReturn(query: Record<string, unknown>): ReturnResult {
    const verified = this.check(query);
    return { verified, success: verified && str(query.resultCode) === '0', txnRef: str(query.orderId) };
  }

  parseNotification(payload: Record<string, unknown>): GatewayNotification {
    const verified = this.check(payload);
    return {
      verified,
      txnRef: str(payload.orderId),
      amount: Number(payload.amount),
      // MoMo wallets pay VND only; the IPN carries no currency.
      currency: 'VND',
      success: str(payload.resultCode) === '0',
      transactionId: str(payload.transId),
    };
  }

  async query(attempt: { txnRef: string }): Promise<QueryResult> {
    const body: Record<string, unknown> = {
      partnerCode: this.cfg.partnerCode,
      requestId: randomUUID(),
      orderId: attempt.txnRef,
      lang: 'vi',
    };
    body.signature = this.sign(body, ['orderId', 'partnerCode', 'requestId']);
    const res = await postJson(`${this.cfg.endpoint}/v2/gateway/api/query`, body);
    const code = Number(res.resultCode);
    return {
      status: code === 0 ? 'paid' : code === 1000 || code === 7000 || code === 7002 ? 'pending' : 'failed',
      amount: res.amount === undefined ? null : Number(res.amount),
      transactionId: res.transId ? str(res.transId) : null,
      message: str(res.message),
    };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const body: Record<string, unknown> = {
      partnerCode: this.cfg.partnerCode,
      orderId: `${input.txnRef}R${Date.now().toString(36).toUpperCase()}`,
      requestId: randomUUID(),
      amount: input.amount,
      transId: Number(input.transactionId),
      lang: 'vi',
      description: input.reason,
    };
    body.signature = this.sign(body, ['amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId']);
    const res = await postJson(`${this.cfg.endpoint}/v2/gateway/api/refund`, body);
    const ok = Number(res.resultCode) === 0;
    return { ok, refundRef: ok ? str(res.transId) || str(body.orderId) : null, message: str(res.message) };
  }
}

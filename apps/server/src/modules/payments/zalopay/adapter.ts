import { randomBytes } from 'node:crypto';
import type { ZalopayConfig } from '../config';
import {
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
import { hmacSha256, sameSignature } from '../signing';

/**
 * ZaloPay API v2 (docs.zalopay.vn): create order with `mac` = HMAC-SHA256(key1,
 * app_id|app_trans_id|app_user|amount|app_time|embed_data|item); the callback posts
 * `{data, mac, type}` with mac = HMAC-SHA256(key2, data); the redirect carries `checksum` =
 * HMAC-SHA256(key2, appid|apptransid|pmcid|bankcode|amount|discountamount|status).
 * app_trans_id starts with the day in Vietnam (yymmdd_).
 */
export class ZalopayProvider implements PaymentProvider {
  readonly code = 'ZALOPAY' as const;
  constructor(private readonly cfg: ZalopayConfig) {}

  newTxnRef(orderCode: string, now: Date): string {
    const day = vietnamStamp(now).slice(2, 8);
    const code = orderCode.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
    return `${day}_${code}${randomBytes(3).toString('hex').toUpperCase()}`;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const order = {
      app_id: Number(this.cfg.appId),
      app_trans_id: input.txnRef,
      app_user: 'sen',
      app_time: Date.now(),
      amount: input.amount,
      item: '[]',
      embed_data: JSON.stringify({ redirecturl: input.returnUrl }),
      description: `Sen - Thanh toán đơn hàng ${input.orderCode}`,
      bank_code: '',
      callback_url: input.notifyUrl,
      expire_duration_seconds: Math.max(300, Math.min(2_592_000, Math.floor((input.expiresAt.getTime() - Date.now()) / 1000))),
    };
    const mac = hmacSha256(
      this.cfg.key1,
      [order.app_id, order.app_trans_id, order.app_user, order.amount, order.app_time, order.embed_data, order.item].join('|'),
    );
    const res = await postJson(`${this.cfg.endpoint}/v2/create`, { ...order, mac });
    if (Number(res.return_code) !== 1 || typeof res.order_url !== 'string') {
      throw new Error(`ZaloPay refused the order: ${str(res.return_code)} ${str(res.sub_return_message ?? res.return_message)}`);
    }
    return {
      redirectUrl: res.order_url,
      qrCode: typeof res.qr_code === 'string' ? res.qr_code : null,
      providerRef: res.zp_trans_token ? str(res.zp_trans_token) : null,
      amount: input.amount,
      currency: 'VND',
    };
  }

  verifyReturn(query: Record<string, unknown>): ReturnResult {
    const raw = ['appid', 'apptransid', 'pmcid', 'bankcode', 'amount', 'discountamount', 'status']
      .map((k) => str(query[k]))
      .join('|');
    const verified = str(query.appid) === this.cfg.appId && sameSignature(hmacSha256(this.cfg.key2, raw), str(query.checksum));
    return { verified, success: verified && str(query.status) === '1', txnRef: str(query.apptransid) };
  }

  parseNotification(payload: Record<string, unknown>): GatewayNotification {
    const data = str(payload.data);
    const verified = data !== '' && sameSignature(hmacSha256(this.cfg.key2, data), str(payload.mac));
    let fields: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(data);
      if (parsed && typeof parsed === 'object') fields = parsed as Record<string, unknown>;
    } catch {
      // An unreadable data string is answered as an invalid notification below.
    }
    const ours = str(fields.app_id) === this.cfg.appId;
    return {
      verified: verified && ours && Boolean(fields.app_trans_id),
      txnRef: str(fields.app_trans_id),
      amount: Number(fields.amount),
      currency: 'VND',
      // ZaloPay calls back only for a successful payment.
      success: true,
      transactionId: str(fields.zp_trans_id),
    };
  }

  async query(attempt: { txnRef: string }): Promise<QueryResult> {
    const mac = hmacSha256(this.cfg.key1, `${this.cfg.appId}|${attempt.txnRef}|${this.cfg.key1}`);
    const res = await postJson(`${this.cfg.endpoint}/v2/query`, {
      app_id: Number(this.cfg.appId),
      app_trans_id: attempt.txnRef,
      mac,
    });
    const code = Number(res.return_code);
    return {
      status: code === 1 ? 'paid' : code === 3 ? 'pending' : 'failed',
      amount: res.amount === undefined ? null : Number(res.amount),
      transactionId: res.zp_trans_id ? str(res.zp_trans_id) : null,
      message: str(res.return_message),
    };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const timestamp = Date.now();
    const day = vietnamStamp(new Date()).slice(2, 8);
    const body = {
      m_refund_id: `${day}_${this.cfg.appId}_${randomBytes(6).toString('hex')}`,
      app_id: Number(this.cfg.appId),
      zp_trans_id: input.transactionId,
      amount: input.amount,
      timestamp,
      description: input.reason,
    };
    const mac = hmacSha256(
      this.cfg.key1,
      `${body.app_id}|${body.zp_trans_id}|${body.amount}|${body.description}|${body.timestamp}`,
    );
    const res = await postJson(`${this.cfg.endpoint}/v2/refund`, { ...body, mac });
    const code = Number(res.return_code);
    // 3: ZaloPay is still processing; the refund is recorded as asked and staff see its reference.
    const ok = code === 1 || code === 3;
    return { ok, refundRef: ok ? str(res.refund_id) || body.m_refund_id : null, message: str(res.return_message) };
  }
}

/* A local simulator of the gateways' APIs (imported by tests only: the API suites and the browser test). */
import { createHmac, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadPaymentsConfig, type PaymentsConfig } from './config';

export const SECRETS = {
  vnpTmn: 'SENTEST1',
  vnpSecret: 'VNPAYSECRETFORTESTS0123456789ABC',
  momoPartner: 'MOMOSEN2026',
  momoAccess: 'momoAccessKey',
  momoSecret: 'momoSecretKeyForTests',
  zaloApp: '2553',
  zaloKey1: 'zaloKey1ForTests',
  zaloKey2: 'zaloKey2ForTests',
  bankKey: 'bank-webhook-key-0123456789',
} as const;

/** The environment that points every gateway at `base` (a simulator), with the test secrets. */
export function gatewayEnv(base: string): NodeJS.ProcessEnv {
  return {
    VNPAY_TMN_CODE: SECRETS.vnpTmn,
    VNPAY_HASH_SECRET: SECRETS.vnpSecret,
    VNPAY_URL: `${base}/paymentv2/vpcpay.html`,
    VNPAY_API_URL: `${base}/merchant_webapi/api/transaction`,
    MOMO_PARTNER_CODE: SECRETS.momoPartner,
    MOMO_ACCESS_KEY: SECRETS.momoAccess,
    MOMO_SECRET_KEY: SECRETS.momoSecret,
    MOMO_ENDPOINT: base,
    ZALOPAY_APP_ID: SECRETS.zaloApp,
    ZALOPAY_KEY1: SECRETS.zaloKey1,
    ZALOPAY_KEY2: SECRETS.zaloKey2,
    ZALOPAY_ENDPOINT: base,
    BANK_WEBHOOK_KEY: SECRETS.bankKey,
  };
}

const hmac = (alg: 'sha256' | 'sha512', key: string, data: string) => createHmac(alg, key).update(data, 'utf8').digest('hex');

/** VNPay's documented hash data: the vnp_ parameters sorted by name, URL-encoded (space as +), joined by &. */
export function vnpayHashData(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k.startsWith('vnp_') && k !== 'vnp_SecureHash' && k !== 'vnp_SecureHashType' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${encodeURIComponent(params[k] ?? '').replace(/%20/g, '+')}`)
    .join('&');
}

export const vnpaySign = (params: Record<string, string>, secret: string = SECRETS.vnpSecret) =>
  hmac('sha512', secret, vnpayHashData(params));

/** MoMo's raw signature string: accessKey first, then the given keys in order. */
export function momoSign(fields: Record<string, unknown>, keys: string[], secret: string = SECRETS.momoSecret): string {
  const raw = [`accessKey=${SECRETS.momoAccess}`, ...keys.map((k) => `${k}=${fields[k] ?? ''}`)].join('&');
  return hmac('sha256', secret, raw);
}

export const zaloMac = (key: string, data: string) => hmac('sha256', key, data);

interface SimPayment {
  gateway: 'VNPAY' | 'MOMO' | 'ZALOPAY';
  ref: string;
  amount: number;
  returnUrl: string;
  notifyUrl: string;
  transactionId: string;
  paid: boolean;
}

/**
 * One HTTP server on 127.0.0.1 answering like VNPay (payment page, merchant API), MoMo (v2
 * create, query, refund) and ZaloPay (v2 create, query, refund), checking every signature it
 * receives by the documented algorithm. `pay` completes a payment as the buyer would, and
 * the result* helpers build the notifications each gateway sends.
 */
export class GatewaySimulator {
  private server = http.createServer((req, res) => void this.handle(req, res));
  base = '';
  readonly payments = new Map<string, SimPayment>();
  readonly refunds: Record<string, unknown>[] = [];
  /** Requests whose signature did not verify. */
  readonly rejected: string[] = [];

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.base);
    let body: Record<string, unknown> = {};
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    }
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const reject = (why: string) => {
      this.rejected.push(why);
      json(400, { error: why });
    };

    if (url.pathname === '/paymentv2/vpcpay.html') {
      const q = Object.fromEntries(url.searchParams);
      if (q.vnp_SecureHash !== vnpaySign(q) || q.vnp_TmnCode !== SECRETS.vnpTmn) return reject('vnpay signature');
      this.payments.set(q.vnp_TxnRef ?? '', {
        gateway: 'VNPAY',
        ref: q.vnp_TxnRef ?? '',
        amount: Number(q.vnp_Amount) / 100,
        returnUrl: q.vnp_ReturnUrl ?? '',
        notifyUrl: '',
        transactionId: String(randomInt(10_000_000, 99_999_999)),
        paid: false,
      });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>VNPAY sandbox</title><h1>Cổng thanh toán (giả lập)</h1><p data-testid="amount">${Number(q.vnp_Amount) / 100}</p><a id="pay" href="/vnpay/pay?ref=${encodeURIComponent(q.vnp_TxnRef ?? '')}">Thanh toán</a>`,
      );
      return;
    }
    if (url.pathname === '/vnpay/pay') {
      // The buyer confirms: VNPay sends the IPN to the registered address, then sends the browser back.
      const p = this.payments.get(url.searchParams.get('ref') ?? '');
      if (!p) return json(404, {});
      const result = this.vnpayResult(p.ref, p.amount);
      if (this.vnpayIpnUrl) await fetch(`${this.vnpayIpnUrl}?${new URLSearchParams(result)}`);
      res.writeHead(302, { location: `${p.returnUrl}?${new URLSearchParams(result)}` });
      res.end();
      return;
    }
    if (url.pathname === '/merchant_webapi/api/transaction') return this.vnpayApi(body, json, reject);

    if (url.pathname === '/v2/gateway/api/create') {
      const keys = [
        'amount',
        'extraData',
        'ipnUrl',
        'orderId',
        'orderInfo',
        'partnerCode',
        'redirectUrl',
        'requestId',
        'requestType',
      ];
      if (body.signature !== momoSign(body, keys) || body.partnerCode !== SECRETS.momoPartner) return reject('momo signature');
      const ref = String(body.orderId);
      this.payments.set(ref, {
        gateway: 'MOMO',
        ref,
        amount: Number(body.amount),
        returnUrl: String(body.redirectUrl),
        notifyUrl: String(body.ipnUrl),
        transactionId: String(randomInt(1_000_000_000, 9_999_999_999)),
        paid: false,
      });
      return json(200, {
        partnerCode: body.partnerCode,
        orderId: ref,
        requestId: body.requestId,
        amount: body.amount,
        responseTime: Date.now(),
        message: 'Thành công.',
        resultCode: 0,
        payUrl: `${this.base}/momo/pay?orderId=${ref}`,
        qrCodeUrl: `momo://app?action=payWithApp&orderId=${ref}`,
      });
    }
    if (url.pathname === '/v2/gateway/api/query') {
      if (body.signature !== momoSign(body, ['orderId', 'partnerCode', 'requestId'])) return reject('momo query signature');
      const p = this.payments.get(String(body.orderId));
      return json(200, {
        resultCode: p?.paid ? 0 : 1000,
        amount: p?.amount,
        transId: p?.paid ? Number(p.transactionId) : 0,
        message: '',
      });
    }
    if (url.pathname === '/v2/gateway/api/refund') {
      const keys = ['amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId'];
      if (body.signature !== momoSign(body, keys)) return reject('momo refund signature');
      this.refunds.push({ gateway: 'MOMO', ...body });
      return json(200, { resultCode: 0, message: 'Thành công.', transId: randomInt(1_000_000, 9_999_999) });
    }

    if (url.pathname === '/v2/create') {
      const raw = [body.app_id, body.app_trans_id, body.app_user, body.amount, body.app_time, body.embed_data, body.item].join(
        '|',
      );
      if (body.mac !== zaloMac(SECRETS.zaloKey1, raw)) return reject('zalopay mac');
      const ref = String(body.app_trans_id);
      const embed = JSON.parse(String(body.embed_data)) as { redirecturl?: string };
      this.payments.set(ref, {
        gateway: 'ZALOPAY',
        ref,
        amount: Number(body.amount),
        returnUrl: embed.redirecturl ?? '',
        notifyUrl: String(body.callback_url),
        transactionId: String(randomInt(100_000_000, 999_999_999)),
        paid: false,
      });
      return json(200, {
        return_code: 1,
        return_message: 'Giao dịch thành công',
        order_url: `${this.base}/zalopay/pay?token=${ref}`,
        zp_trans_token: `TOKEN${ref}`,
        qr_code: `00020101021226520010vn.zalopay${ref}`,
      });
    }
    if (url.pathname === '/v2/query') {
      if (body.mac !== zaloMac(SECRETS.zaloKey1, `${body.app_id}|${body.app_trans_id}|${SECRETS.zaloKey1}`))
        return reject('zalopay query mac');
      const p = this.payments.get(String(body.app_trans_id));
      return json(200, { return_code: p?.paid ? 1 : 3, amount: p?.amount, zp_trans_id: p?.paid ? Number(p.transactionId) : 0 });
    }
    if (url.pathname === '/v2/refund') {
      const raw = `${body.app_id}|${body.zp_trans_id}|${body.amount}|${body.description}|${body.timestamp}`;
      if (body.mac !== zaloMac(SECRETS.zaloKey1, raw)) return reject('zalopay refund mac');
      this.refunds.push({ gateway: 'ZALOPAY', ...body });
      return json(200, { return_code: 1, return_message: 'Giao dịch thành công', refund_id: randomInt(1_000_000, 9_999_999) });
    }
    json(404, {});
  }

  /** Where the shop receives VNPay's IPN (registered at VNPay's portal in real life). */
  vnpayIpnUrl = '';

  private vnpayApi(body: Record<string, unknown>, json: (s: number, v: unknown) => void, reject: (why: string) => void) {
    const s = (k: string) => String(body[k] ?? '');
    const fields =
      s('vnp_Command') === 'refund'
        ? [
            'vnp_RequestId',
            'vnp_Version',
            'vnp_Command',
            'vnp_TmnCode',
            'vnp_TransactionType',
            'vnp_TxnRef',
            'vnp_Amount',
            'vnp_TransactionNo',
            'vnp_TransactionDate',
            'vnp_CreateBy',
            'vnp_CreateDate',
            'vnp_IpAddr',
            'vnp_OrderInfo',
          ]
        : [
            'vnp_RequestId',
            'vnp_Version',
            'vnp_Command',
            'vnp_TmnCode',
            'vnp_TxnRef',
            'vnp_TransactionDate',
            'vnp_CreateDate',
            'vnp_IpAddr',
            'vnp_OrderInfo',
          ];
    if (s('vnp_SecureHash') !== hmac('sha512', SECRETS.vnpSecret, fields.map(s).join('|'))) return reject('vnpay api hash');
    const p = this.payments.get(s('vnp_TxnRef'));
    if (s('vnp_Command') === 'refund') this.refunds.push({ gateway: 'VNPAY', ...body });
    const answer: Record<string, string> = {
      vnp_ResponseId: String(randomInt(1_000_000, 9_999_999)),
      vnp_Command: s('vnp_Command'),
      vnp_ResponseCode: p ? '00' : '91',
      vnp_Message: p ? 'Success' : 'Not found',
      vnp_TmnCode: SECRETS.vnpTmn,
      vnp_TxnRef: s('vnp_TxnRef'),
      vnp_Amount: String((p?.amount ?? 0) * 100),
      vnp_BankCode: 'NCB',
      vnp_PayDate: '20260101120000',
      vnp_TransactionNo: p?.transactionId ?? '0',
      vnp_TransactionType: s('vnp_Command') === 'refund' ? s('vnp_TransactionType') : '01',
      vnp_TransactionStatus: p?.paid ? '00' : '01',
      vnp_OrderInfo: s('vnp_OrderInfo'),
    };
    const order = s('vnp_Command') === 'refund' ? Object.values(answer) : [...Object.values(answer), '', ''];
    answer.vnp_SecureHash = hmac('sha512', SECRETS.vnpSecret, order.join('|'));
    json(200, answer);
  }

  /** The signed parameters VNPay sends (IPN and return) for a payment. */
  vnpayResult(ref: string, amount: number, over: Record<string, string> = {}, secret?: string): Record<string, string> {
    const p = this.payments.get(ref);
    if (p && (over.vnp_ResponseCode ?? '00') === '00') p.paid = true;
    const params: Record<string, string> = {
      vnp_Amount: String(amount * 100),
      vnp_BankCode: 'NCB',
      vnp_BankTranNo: `VNP${p?.transactionId ?? '1'}`,
      vnp_CardType: 'ATM',
      vnp_OrderInfo: 'Thanh toan don hang',
      vnp_PayDate: '20260101120000',
      vnp_ResponseCode: '00',
      vnp_TmnCode: SECRETS.vnpTmn,
      vnp_TransactionNo: p?.transactionId ?? String(randomInt(10_000_000, 99_999_999)),
      vnp_TransactionStatus: '00',
      vnp_TxnRef: ref,
      ...over,
    };
    return { ...params, vnp_SecureHashType: 'HmacSHA512', vnp_SecureHash: vnpaySign(params, secret) };
  }

  /** MoMo's IPN body for a payment. */
  momoResult(ref: string, amount: number, over: Record<string, unknown> = {}, secret?: string): Record<string, unknown> {
    const p = this.payments.get(ref);
    if (p && (over.resultCode ?? 0) === 0) p.paid = true;
    const body: Record<string, unknown> = {
      partnerCode: SECRETS.momoPartner,
      orderId: ref,
      requestId: ref,
      amount,
      orderInfo: 'Thanh toán đơn hàng',
      orderType: 'momo_wallet',
      transId: Number(p?.transactionId ?? 4088878653),
      resultCode: 0,
      message: 'Thành công.',
      payType: 'qr',
      responseTime: Date.now(),
      extraData: '',
      ...over,
    };
    const keys = [
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
    ];
    return { ...body, signature: momoSign(body, keys, secret) };
  }

  /** The query ZaloPay sends the browser back with (checksum with key2). */
  zalopayReturnQuery(ref: string, amount: number): Record<string, string> {
    const q: Record<string, string> = {
      appid: SECRETS.zaloApp,
      apptransid: ref,
      pmcid: '38',
      bankcode: '',
      amount: String(amount),
      discountamount: '0',
      status: '1',
    };
    const raw = ['appid', 'apptransid', 'pmcid', 'bankcode', 'amount', 'discountamount', 'status'].map((k) => q[k]).join('|');
    return { ...q, checksum: zaloMac(SECRETS.zaloKey2, raw) };
  }

  /** ZaloPay's callback body for a payment. */
  zalopayResult(ref: string, amount: number, over: Record<string, unknown> = {}, key2: string = SECRETS.zaloKey2) {
    const p = this.payments.get(ref);
    if (p) p.paid = true;
    const data = JSON.stringify({
      app_id: Number(SECRETS.zaloApp),
      app_trans_id: ref,
      app_time: Date.now(),
      app_user: 'sen',
      amount,
      embed_data: '{}',
      item: '[]',
      zp_trans_id: Number(p?.transactionId ?? 240101000000001),
      server_time: Date.now(),
      channel: 38,
      merchant_user_id: 'abc',
      user_fee_amount: 0,
      discount_amount: 0,
      ...over,
    });
    return { data, mac: zaloMac(key2, data), type: 1 };
  }
}

/** Gateways configured against a simulator. */
export const simulatedGateways = (sim: GatewaySimulator): PaymentsConfig => loadPaymentsConfig(gatewayEnv(sim.base));

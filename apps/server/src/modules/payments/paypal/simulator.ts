/* A local simulator of PayPal's REST API and JS SDK (imported by tests only). */
import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

export const PAYPAL_SECRETS = {
  clientId: 'AZsenSandboxClientId',
  clientSecret: 'EBsenSandboxSecret',
  webhookId: '8PT597110X687430LKGECATA',
} as const;

/** The environment that points PayPal at a simulator at `base`. */
export function paypalEnv(base: string, vndPerUsd = 25_000): NodeJS.ProcessEnv {
  return {
    PAYPAL_CLIENT_ID: PAYPAL_SECRETS.clientId,
    PAYPAL_CLIENT_SECRET: PAYPAL_SECRETS.clientSecret,
    PAYPAL_ENV: 'sandbox',
    PAYPAL_VND_PER_USD: String(vndPerUsd),
    PAYPAL_ENDPOINT: base,
    PAYPAL_SDK_URL: `${base}/sdk/js`,
    PAYPAL_WEBHOOK_ID: PAYPAL_SECRETS.webhookId,
  };
}

interface SimOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  unit: { reference_id: string; custom_id: string; invoice_id: string; amount: { currency_code: string; value: string } };
  returnUrl: string;
  cancelUrl: string;
  capture: Record<string, unknown> | null;
  captureRequestId: string | null;
}

const id = (n = 17) => randomBytes(n).toString('hex').toUpperCase().slice(0, n);

/**
 * Answers like PayPal: OAuth client-credentials token, Orders v2 (create, get, capture with
 * PayPal-Request-Id idempotency and ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED), captures'
 * refunds, and verify-webhook-signature (RSA-SHA256 over `transmissionId|time|webhookId|crc32(body)`,
 * the published algorithm, with the simulator's own key). `approve` stands for the buyer, `webhook`
 * builds signed events, and /sdk/js serves a stand-in of the JS SDK's `paypal.Buttons`.
 */
export class PaypalSimulator {
  private server = http.createServer((req, res) => void this.handle(req, res).catch(() => res.end()));
  private keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private tokens = new Set<string>();
  private byRequestId = new Map<string, unknown>();
  base = '';
  readonly orders = new Map<string, SimOrder>();
  readonly refunds: Record<string, unknown>[] = [];
  /** Requests refused for their credentials. */
  readonly rejected: string[] = [];
  /** The next capture reports this amount instead of the order's (a gateway that disagrees). */
  captureOverride: { currency_code?: string; value?: string } | null = null;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The buyer approves the order on PayPal's page. */
  approve(orderId: string): void {
    const o = this.orders.get(orderId);
    if (o && o.status === 'PAYER_ACTION_REQUIRED') o.status = 'APPROVED';
  }

  /** A webhook event and the headers PayPal signs it with; `tamper` changes the body after signing. */
  webhook(event: Record<string, unknown>, opts: { webhookId?: string; tamper?: (e: Record<string, unknown>) => void } = {}) {
    const transmissionId = randomBytes(16).toString('hex');
    const time = new Date().toISOString();
    const body = JSON.stringify(event);
    const signed = `${transmissionId}|${time}|${opts.webhookId ?? PAYPAL_SECRETS.webhookId}|${crc32(body)}`;
    const sig = createSign('RSA-SHA256').update(signed).sign(this.keys.privateKey, 'base64');
    const copy = JSON.parse(body) as Record<string, unknown>;
    opts.tamper?.(copy);
    return {
      body: copy,
      headers: {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.base}/v1/notifications/certs/CERT-360caa42`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': sig,
        'paypal-transmission-time': time,
      },
    };
  }

  /** The PAYMENT.CAPTURE.COMPLETED event PayPal sends for a captured order. */
  captureEvent(orderId: string, over: Record<string, unknown> = {}): Record<string, unknown> {
    const o = this.orders.get(orderId);
    return {
      id: `WH-${id()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      resource_version: '2.0',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      summary: 'Payment completed',
      resource: { ...(o?.capture ?? {}), ...over },
    };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.base);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const issue = (status: number, name: string, what: string) =>
      json(status, { name, message: what, debug_id: id(13), details: [{ issue: what, description: what }] });
    const auth = String(req.headers.authorization ?? '');

    if (url.pathname === '/v1/oauth2/token' && req.method === 'POST') {
      const basic = `Basic ${Buffer.from(`${PAYPAL_SECRETS.clientId}:${PAYPAL_SECRETS.clientSecret}`).toString('base64')}`;
      if (auth !== basic || !new URLSearchParams(text).get('grant_type')) {
        this.rejected.push('oauth');
        return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      this.tokens.add(token);
      return json(200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: id(20),
      });
    }
    if (url.pathname === '/sdk/js') return this.sdk(url, res);
    if (url.pathname === '/checkoutnow') {
      const o = this.orders.get(url.searchParams.get('token') ?? '');
      if (!o) return json(404, {});
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>PayPal sandbox</title><h1>PayPal (giả lập)</h1><p data-testid="amount">${o.unit.amount.value} ${o.unit.amount.currency_code}</p><a id="approve" href="/checkoutnow/approve?token=${o.id}">Pay Now</a><a id="cancel" href="${o.cancelUrl}${o.cancelUrl.includes('?') ? '&' : '?'}token=${o.id}">Cancel</a>`,
      );
      return;
    }
    if (url.pathname === '/checkoutnow/approve') {
      const o = this.orders.get(url.searchParams.get('token') ?? '');
      if (!o) return json(404, {});
      this.approve(o.id);
      res.writeHead(302, { location: `${o.returnUrl}${o.returnUrl.includes('?') ? '&' : '?'}token=${o.id}&PayerID=SIMPAYER1` });
      res.end();
      return;
    }
    if (url.pathname === '/sdk/approve' && req.method === 'POST') {
      // The stand-in JS SDK's popup: the buyer approves.
      const body = JSON.parse(text || '{}') as { orderID?: string };
      this.approve(body.orderID ?? '');
      res.writeHead(204, { 'access-control-allow-origin': '*' });
      res.end();
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' });
      res.end();
      return;
    }

    if (!auth.startsWith('Bearer ') || !this.tokens.has(auth.slice(7))) {
      this.rejected.push(`bearer ${url.pathname}`);
      return json(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
    }
    const requestId = String(req.headers['paypal-request-id'] ?? '');
    const replay = requestId && this.byRequestId.get(`${url.pathname}|${requestId}`);
    if (replay) return json(req.method === 'POST' && url.pathname === '/v2/checkout/orders' ? 200 : 201, replay);
    const remember = (status: number, value: unknown) => {
      if (requestId) this.byRequestId.set(`${url.pathname}|${requestId}`, value);
      json(status, value);
    };

    if (url.pathname === '/v2/checkout/orders' && req.method === 'POST') {
      const body = JSON.parse(text) as {
        intent?: string;
        purchase_units?: {
          reference_id: string;
          custom_id: string;
          invoice_id: string;
          amount?: { currency_code: string; value?: string };
        }[];
        payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
      };
      const unit = body.purchase_units?.[0];
      const ctx = body.payment_source?.paypal?.experience_context ?? {};
      if (body.intent !== 'CAPTURE' || !unit?.amount?.value || !/^\d+(\.\d{2})?$/.test(unit.amount.value))
        return issue(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
      const orderId = id(17);
      const o: SimOrder = {
        id: orderId,
        status: 'PAYER_ACTION_REQUIRED',
        unit: {
          reference_id: unit.reference_id,
          custom_id: unit.custom_id,
          invoice_id: unit.invoice_id,
          amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
        },
        returnUrl: ctx.return_url ?? '',
        cancelUrl: ctx.cancel_url ?? '',
        capture: null,
        captureRequestId: null,
      };
      this.orders.set(orderId, o);
      return remember(200, this.view(o));
    }
    const m = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(url.pathname);
    if (m) {
      const o = this.orders.get(m[1] ?? '');
      if (!o) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (!m[2]) return json(200, this.view(o));
      if (o.status === 'COMPLETED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
      if (o.status !== 'APPROVED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      o.status = 'COMPLETED';
      o.capture = {
        id: id(17),
        status: 'COMPLETED',
        amount: { ...o.unit.amount, ...(this.captureOverride ?? {}) },
        final_capture: true,
        seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
        custom_id: o.unit.custom_id,
        invoice_id: o.unit.invoice_id,
        supplementary_data: { related_ids: { order_id: o.id } },
        create_time: new Date().toISOString(),
        update_time: new Date().toISOString(),
      };
      this.captureOverride = null;
      return remember(201, this.view(o));
    }
    const r = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(url.pathname);
    if (r && req.method === 'POST') {
      const order = [...this.orders.values()].find((o) => o.capture?.id === r[1]);
      if (!order?.capture) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      const body = JSON.parse(text || '{}') as { amount?: { value: string; currency_code: string } };
      const amount = body.amount ?? (order.capture.amount as { value: string; currency_code: string });
      const captured = Number((order.capture.amount as { value: string }).value);
      const before = this.refunds.filter((x) => x.captureId === r[1]).reduce((s, x) => s + Number(x.value), 0);
      if (amount.currency_code !== 'USD') return issue(422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_MISMATCH');
      if (before + Number(amount.value) > captured + 1e-9) return issue(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
      const refund = { id: id(17), status: 'COMPLETED', amount, create_time: new Date().toISOString() };
      this.refunds.push({ captureId: r[1], value: amount.value, refundId: refund.id });
      return remember(201, refund);
    }
    if (url.pathname === '/v1/notifications/verify-webhook-signature' && req.method === 'POST') {
      const b = JSON.parse(text) as Record<string, string> & { webhook_event: unknown };
      const signed = `${b.transmission_id}|${b.transmission_time}|${b.webhook_id}|${crc32(JSON.stringify(b.webhook_event))}`;
      let ok = false;
      try {
        ok =
          b.webhook_id === PAYPAL_SECRETS.webhookId &&
          b.auth_algo === 'SHA256withRSA' &&
          createVerify('RSA-SHA256')
            .update(signed)
            .verify(this.keys.publicKey, b.transmission_sig ?? '', 'base64');
      } catch {
        ok = false;
      }
      return json(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    json(404, { name: 'NOT_FOUND' });
  }

  private view(o: SimOrder) {
    return {
      id: o.id,
      intent: 'CAPTURE',
      status: o.status,
      purchase_units: [{ ...o.unit, payments: o.capture ? { captures: [o.capture] } : undefined }],
      links: [
        { href: `${this.base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
        { href: `${this.base}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' },
      ],
    };
  }

  /**
   * A stand-in of https://www.paypal.com/sdk/js: `paypal.Buttons({createOrder, onApprove}).render(el)`
   * draws one button; a click calls createOrder (the shop starts the order), the buyer approves it
   * here, then onApprove({orderID}) runs, as the real popup would.
   */
  private sdk(url: URL, res: http.ServerResponse) {
    const ok = url.searchParams.get('client-id') === PAYPAL_SECRETS.clientId;
    res.writeHead(ok ? 200 : 400, { 'content-type': 'application/javascript', 'access-control-allow-origin': '*' });
    if (!ok) return res.end('throw new Error("invalid client-id")');
    res.end(`(function(){
  var base = ${JSON.stringify(this.base)};
  function Buttons(opts){
    return {
      isEligible: function(){ return true; },
      close: function(){ return Promise.resolve(); },
      render: function(target){
        var el = typeof target === 'string' ? document.querySelector(target) : target;
        var b = document.createElement('button');
        b.type = 'button'; b.textContent = 'PayPal'; b.setAttribute('data-testid','paypal-sim-button');
        b.onclick = function(){
          Promise.resolve(opts.createOrder({}, {})).then(function(orderID){
            return fetch(base + '/sdk/approve', {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify({orderID: orderID})})
              .then(function(){ return opts.onApprove({orderID: orderID, payerID: 'SIMPAYER1'}, {}); });
          }).catch(function(e){ if (opts.onError) opts.onError(e); });
        };
        el.appendChild(b);
        return Promise.resolve();
      }
    };
  }
  window.paypal = { Buttons: Buttons, version: '5.0.0-sim', FUNDING: { PAYPAL: 'paypal' } };
})();`);
  }
}

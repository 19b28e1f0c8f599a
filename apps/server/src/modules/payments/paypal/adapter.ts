import { randomUUID } from 'node:crypto';
import type { ApiError, Client, OrdersController, PaymentsController, Order as PaypalOrder } from '@paypal/paypal-server-sdk';
import { lazyRequire } from '../../../lib/lazy-require';
import type { PaypalConfig } from '../config';
import {
  attemptRef,
  type CreatedPayment,
  type CreatePaymentInput,
  type GatewayNotification,
  type PaymentProvider,
  type QueryResult,
  type RefundInput,
  type RefundResult,
  type ReturnResult,
  str,
} from '../provider';
import { fetchAdapter } from './transport';

const TIMEOUT_MS = 15_000;

/** The SDK (axios and ~9 MB of heap), loaded when PayPal is configured and first used (decision 0377). */
const paypalSdk = lazyRequire<typeof import('@paypal/paypal-server-sdk')>('@paypal/paypal-server-sdk');

/** USD cents as PayPal writes money: "12.34". */
export const usdValue = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** PayPal's "12.34" (or "12", "12.3") as whole cents, without floating point; NaN when it is not money. */
export function centsOf(value: unknown): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(str(value).trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** What a capture (its answer, or a PAYMENT.CAPTURE.* webhook's resource) says, read as our notification. */
export interface PaypalCapture {
  id: string;
  status: string;
  cents: number;
  currency: string;
  customId: string;
}

/** The webhook headers PayPal signs with (developer.paypal.com, "Verify webhook signature"). */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * PayPal Orders v2 through `@paypal/paypal-server-sdk`: an order in USD (the order's VND total at
 * the configured rate, in cents here), captured on the buyer's approval by our server (the capture
 * answer is PayPal's word, read server to server), refunds through the Payments API, and webhooks
 * verified by PayPal's verify-webhook-signature API with the configured webhook id.
 */
export class PaypalProvider implements PaymentProvider {
  readonly code = 'PAYPAL' as const;
  private sdkClient: { client: Client; orders: OrdersController; payments: PaymentsController } | null = null;
  private token: { value: string; until: number } | null = null;

  constructor(private readonly cfg: PaypalConfig) {}

  /** The SDK's client and controllers, made on the first call that talks to PayPal. */
  private get sdk() {
    if (this.sdkClient) return this.sdkClient;
    const { Client, Environment, OrdersController, PaymentsController } = paypalSdk();
    const cfg = this.cfg;
    const env = cfg.env === 'live' ? Environment.Production : Environment.Sandbox;
    const client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: cfg.clientId, oAuthClientSecret: cfg.clientSecret },
      environment: env,
      timeout: TIMEOUT_MS,
      // The SDK's hosts are fixed per environment: another endpoint (the simulator) goes through fetch.
      unstable_httpClientOptions: { adapter: fetchAdapter(cfg.endpoint, TIMEOUT_MS) },
    });
    this.sdkClient = { client, orders: new OrdersController(client), payments: new PaymentsController(client) };
    return this.sdkClient;
  }

  /** What the buyer's browser needs for the PayPal button (never the secret). */
  get browserConfig() {
    return { clientId: this.cfg.clientId, sdkUrl: this.cfg.sdkUrl, currency: 'USD' as const };
  }

  newTxnRef(orderCode: string): string {
    return attemptRef(orderCode);
  }

  /** The VND total in USD cents at the configured rate (at least one cent). */
  toCents(vnd: number): number {
    return Math.max(1, Math.round((vnd * 100) / this.cfg.vndPerUsd));
  }

  chargedAmount(vnd: number): number {
    return this.toCents(vnd);
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const cents = this.toCents(input.amount);
    const { result } = await this.sdk.orders.createOrder({
      paypalRequestId: input.txnRef,
      prefer: 'return=representation',
      body: {
        intent: paypalSdk().CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: input.txnRef,
            customId: input.txnRef,
            // Unique per attempt: PayPal refuses a second payment of the same invoice.
            invoiceId: input.txnRef,
            description: input.description.slice(0, 127),
            amount: { currencyCode: 'USD', value: usdValue(cents) },
          },
        ],
        paymentSource: {
          paypal: {
            experienceContext: {
              brandName: 'Sen',
              returnUrl: input.returnUrl,
              cancelUrl: `${input.returnUrl}?cancel=1`,
              userAction: paypalSdk().PaypalExperienceUserAction.PayNow,
              shippingPreference: paypalSdk().PaypalWalletContextShippingPreference.NoShipping,
            },
          },
        },
      },
    });
    const approve = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!result.id || !approve) throw new Error(`PayPal created no order to approve (${str(result.status)})`);
    return { redirectUrl: approve.href, qrCode: null, providerRef: result.id, amount: cents, currency: 'USD' };
  }

  /** PayPal's return (?token=<order id>&PayerID=…) carries no signature: only the capture decides. */
  verifyReturn(query: Record<string, unknown>): ReturnResult {
    return { verified: false, success: false, txnRef: str(query.token) };
  }

  /**
   * Captures an approved order. A second capture of the same order (a replay, the webhook and the
   * browser both asking) finds it already captured and reads the existing capture.
   * Null when the buyer has not approved it (yet).
   */
  async capture(orderId: string): Promise<PaypalCapture | null> {
    let order: PaypalOrder;
    try {
      ({ result: order } = await this.sdk.orders.captureOrder({
        id: orderId,
        paypalRequestId: `capture-${orderId}`,
        prefer: 'return=representation',
      }));
    } catch (err) {
      const issue = err instanceof paypalSdk().ApiError ? issueOf(err) : '';
      if (issue === 'ORDER_ALREADY_CAPTURED') ({ result: order } = await this.sdk.orders.getOrder({ id: orderId }));
      else if (issue === 'ORDER_NOT_APPROVED') return null;
      else throw err;
    }
    const c = order.purchaseUnits?.[0]?.payments?.captures?.[0];
    if (!c?.id) return null;
    return {
      id: c.id,
      status: str(c.status),
      cents: centsOf(c.amount?.value),
      currency: str(c.amount?.currencyCode),
      customId: str(c.customId ?? order.purchaseUnits?.[0]?.customId),
    };
  }

  /** A capture read as our notification; `verified` says where it came from (our call, or a verified webhook). */
  notificationOf(c: PaypalCapture, verified: boolean): GatewayNotification {
    return {
      verified,
      txnRef: c.customId,
      amount: c.cents,
      currency: c.currency,
      success: c.status === 'COMPLETED',
      transactionId: c.id,
    };
  }

  /**
   * A webhook event: verified by PayPal's verify-webhook-signature API, then a PAYMENT.CAPTURE.*
   * resource read as a notification. Any other event type reads as not successful.
   */
  async parseNotification(payload: Record<string, unknown>, headers: Record<string, unknown> = {}): Promise<GatewayNotification> {
    const verified = await this.verifyWebhook(headers, payload);
    const r = (payload.resource ?? {}) as Record<string, unknown>;
    const amount = (r.amount ?? {}) as Record<string, unknown>;
    const capture: PaypalCapture = {
      id: str(r.id),
      status: str(payload.event_type).startsWith('PAYMENT.CAPTURE.') ? str(r.status) : '',
      cents: centsOf(amount.value),
      currency: str(amount.currency_code),
      customId: str(r.custom_id),
    };
    return this.notificationOf(capture, verified);
  }

  /** POST /v1/notifications/verify-webhook-signature: PayPal checks the signature and says SUCCESS or FAILURE. */
  async verifyWebhook(headers: Record<string, unknown>, event: Record<string, unknown>): Promise<boolean> {
    if (!this.cfg.webhookId) return false;
    const body: Record<string, unknown> = { webhook_id: this.cfg.webhookId, webhook_event: event };
    for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
      const v = str(headers[header]);
      if (!v) return false;
      body[field] = v;
    }
    const res = await fetch(`${this.cfg.endpoint}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await this.accessToken()}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`PayPal verify-webhook-signature answered ${res.status}`);
    const answer = (await res.json()) as { verification_status?: string };
    return answer.verification_status === 'SUCCESS';
  }

  /** The SDK's OAuth token (client credentials), kept until shortly before it expires. */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const t = await this.sdk.client.clientCredentialsAuthManager.fetchToken();
    const seconds = Number(t.expiresIn ?? 300n);
    this.token = { value: t.accessToken, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return t.accessToken;
  }

  async query(attempt: { txnRef: string; providerRef?: string | null }): Promise<QueryResult> {
    if (!attempt.providerRef) return { status: 'pending', amount: null, transactionId: null, message: 'no PayPal order id' };
    const { result } = await this.sdk.orders.getOrder({ id: attempt.providerRef });
    const c = result.purchaseUnits?.[0]?.payments?.captures?.[0];
    const status =
      c?.status === 'COMPLETED' ? 'paid' : result.status === 'VOIDED' || c?.status === 'DECLINED' ? 'failed' : 'pending';
    return { status, amount: c ? centsOf(c.amount?.value) : null, transactionId: c?.id ?? null, message: str(result.status) };
  }

  /** Refund of a capture (amount in USD cents: the receipt's currency). */
  async refund(input: RefundInput): Promise<RefundResult> {
    try {
      const { result } = await this.sdk.payments.refundCapturedPayment({
        captureId: input.transactionId,
        paypalRequestId: randomUUID(),
        prefer: 'return=representation',
        body: {
          amount: { currencyCode: 'USD', value: usdValue(input.amount) },
          noteToPayer: input.reason.slice(0, 255),
        },
      });
      const ok = result.status === 'COMPLETED' || result.status === 'PENDING';
      return { ok, refundRef: ok ? (result.id ?? null) : null, message: str(result.status) };
    } catch (err) {
      if (err instanceof paypalSdk().ApiError)
        return { ok: false, refundRef: null, message: issueOf(err) || `HTTP ${err.statusCode}` };
      throw err;
    }
  }
}

/** The first issue code of a PayPal error answer (ORDER_ALREADY_CAPTURED, ORDER_NOT_APPROVED…). */
function issueOf(err: ApiError): string {
  try {
    const body = JSON.parse(typeof err.body === 'string' ? err.body : '{}') as { details?: { issue?: string }[]; name?: string };
    return body.details?.[0]?.issue ?? body.name ?? '';
  } catch {
    return '';
  }
}

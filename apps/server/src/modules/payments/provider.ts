import { randomBytes } from 'node:crypto';
import { GATEWAY_OF_METHOD } from '@sen/core';

/** The payment methods paid through a gateway's own page, and the gateway that takes each (core). */
export const GATEWAY_OF: Readonly<Record<string, GatewayCode>> = GATEWAY_OF_METHOD;

/** Wallets without an adapter: never offered (no order may wait on a payment nobody can make). */
export const UNSUPPORTED_METHODS: readonly string[] = ['SHOPEE_PAY', 'GRAB_PAY'];

export type GatewayCode = 'VNPAY' | 'MOMO' | 'ZALOPAY' | 'PAYPAL';

export interface CreatePaymentInput {
  /** Our reference of this payment, unique, made by the adapter's `newTxnRef`. */
  txnRef: string;
  orderCode: string;
  /** Whole VND. */
  amount: number;
  description: string;
  /** The buyer's address (VNPay wants it). */
  ipAddr: string;
  /** Where the buyer's browser comes back to. */
  returnUrl: string;
  /** Where the gateway posts its server-to-server notification. */
  notifyUrl: string;
  /** The payment page stops accepting after this. */
  expiresAt: Date;
  /** The original payment method (CREDIT_CARD goes to a card page). */
  method: string;
  lang: string;
}

export interface CreatedPayment {
  redirectUrl: string;
  /** A QR code's content, when the gateway gives one. */
  qrCode: string | null;
  /** The gateway's own id of the payment, when it gives one. */
  providerRef: string | null;
  /** The amount charged in the gateway's currency (PayPal: USD). */
  amount: number;
  currency: string;
}

/** A server-to-server notification, once its signature was checked. */
export interface GatewayNotification {
  /** The signature matched with our secret. Nothing else may be trusted when false. */
  verified: boolean;
  txnRef: string;
  /** In `currency` (VND: whole dong). */
  amount: number;
  currency: string;
  /** The gateway says the buyer paid. */
  success: boolean;
  /** The gateway's transaction id: one receipt per id. */
  transactionId: string;
}

export interface ReturnResult {
  verified: boolean;
  success: boolean;
  txnRef: string;
}

export interface QueryResult {
  status: 'paid' | 'pending' | 'failed';
  amount: number | null;
  transactionId: string | null;
  message: string;
}

export interface RefundInput {
  txnRef: string;
  transactionId: string;
  /** In the receipt's currency. */
  amount: number;
  /** When the payment was made (VNPay needs it). */
  paidAt: Date;
  /** When the payment was started (VNPay's querydr needs it). */
  createdAt: Date;
  reason: string;
  by: string;
  ipAddr: string;
  /** Refunding less than the whole payment. */
  partial: boolean;
}

export interface RefundResult {
  ok: boolean;
  refundRef: string | null;
  message: string;
}

/** One gateway (an adapter per folder). Every call that leaves the server goes to the configured endpoint. */
export interface PaymentProvider {
  readonly code: GatewayCode;
  /** Our reference for a new payment of the order, in the form the gateway accepts. */
  newTxnRef(orderCode: string, now: Date): string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The browser's return: read only, never a reason to change an order. */
  verifyReturn(query: Record<string, unknown>): ReturnResult;
  /**
   * Checks the signature of a notification and reads it. PayPal's check is a call to its API
   * (verify-webhook-signature over the request's headers), hence the promise and the headers.
   */
  parseNotification(
    payload: Record<string, unknown>,
    headers?: Record<string, unknown>,
  ): GatewayNotification | Promise<GatewayNotification>;
  query(attempt: { txnRef: string; createdAt: Date; ipAddr: string; providerRef?: string | null }): Promise<QueryResult>;
  refund?(input: RefundInput): Promise<RefundResult>;
  /** What a VND total is charged as, in the gateway's currency and unit (PayPal: USD cents); VND when absent. */
  chargedAmount?(vnd: number): number;
}

/** Letters and digits of the order code and a random tail: a new reference per attempt. */
export function attemptRef(orderCode: string): string {
  return `${orderCode.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
}

export const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** Time in Vietnam (UTC+7) as the gateways write it: yyyyMMddHHmmss, or a slice of it. */
export function vietnamStamp(d: Date): string {
  const v = new Date(d.getTime() + 7 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${v.getUTCFullYear()}${p(v.getUTCMonth() + 1)}${p(v.getUTCDate())}${p(v.getUTCHours())}${p(v.getUTCMinutes())}${p(v.getUTCSeconds())}`;
}

/** POST JSON with a time limit; the gateway's answer as an object (a non-JSON answer throws). */
export async function postJson(url: string, body: unknown, timeoutMs = 15_000): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${url} answered ${res.status} without JSON`);
  }
  if (!json || typeof json !== 'object') throw new Error(`${url} answered ${res.status} without an object`);
  return json as Record<string, unknown>;
}

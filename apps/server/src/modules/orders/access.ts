import { createHmac, timingSafeEqual } from 'node:crypto';
import { can, phoneDigits } from '@sen/core';
import type { OrdersTable } from '../../db/tables/commerce';
import type { Caller } from './caller';

/**
 * The token of the link in the confirmation e-mail (and of the page shown right after ordering):
 * an HMAC of the order code under the app's signing key (JWT_SECRET or data/secrets/jwt.key, so
 * every instance agrees), with its own prefix so it can never pass for anything else signed with
 * that key. It proves the buyer's mailbox (or the checkout itself): a guest cancels with it.
 */
export function orderViewToken(key: Uint8Array, code: string): string {
  return createHmac('sha256', key).update(`sen-order-link:${code}`).digest('base64url').slice(0, 32);
}

/**
 * The read-only token the order lookup gives for a code and its e-mail or phone, so the pages
 * that follow carry a token in their address instead of the buyer's phone or e-mail. It reads
 * the order; it never cancels it (that needs the mailed link).
 */
export function orderLookupToken(key: Uint8Array, code: string): string {
  return createHmac('sha256', key).update(`sen-order-lookup:${code}`).digest('base64url').slice(0, 32);
}

/** The link of the mails: it opens the order without signing in. */
export function orderLink(app: { config: { publicUrl: string }; auth: { signingKey: Uint8Array } }, code: string): string {
  return `${app.config.publicUrl}/orders/${code}?token=${orderViewToken(app.auth.signingKey, code)}`;
}

function sameToken(expected: string, token: string | undefined): boolean {
  if (!token) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface AccessProof {
  email?: string;
  phone?: string;
  /** The mailed link's token (orderViewToken). */
  token?: string;
  /** The lookup's read-only token (orderLookupToken). */
  lookup?: string;
}

type OrderKeys = Pick<OrdersTable, 'code' | 'user_id' | 'email' | 'phone'>;

/** Whether an e-mail or phone is the one the order was placed with. */
export function contactMatches(order: OrderKeys, proof: Pick<AccessProof, 'email' | 'phone'>): boolean {
  if (proof.email && proof.email.trim().toLowerCase() === order.email) return true;
  return Boolean(proof.phone && phoneDigits(proof.phone.trim()) === order.phone);
}

/**
 * Who may read an order: its owner, staff who read orders, or anyone proving they placed it
 * (its e-mail or phone, the mailed link's token or the lookup's token). Everyone else gets the
 * same 404 as for a code that does not exist, so codes cannot be probed.
 */
export function canReadOrder(order: OrderKeys, caller: Caller | null, proof: AccessProof, key: Uint8Array): boolean {
  if (caller && can(caller.role, 'orders.read')) return true;
  if (caller && order.user_id === caller.id) return true;
  if (contactMatches(order, proof)) return true;
  return sameToken(orderViewToken(key, order.code), proof.token) || sameToken(orderLookupToken(key, order.code), proof.lookup);
}

/**
 * Who may act on an order as its buyer (cancel it): a customer's order only its owner signed in;
 * a guest's order whoever holds the mailed link's token. An e-mail or phone number, which others
 * may know, reads an order but never cancels it. A staff role is no shortcut either: staff cancel
 * from the admin area, with the permission and the history that goes with it.
 */
export function isBuyer(order: OrderKeys, caller: Caller | null, proof: Pick<AccessProof, 'token'>, key: Uint8Array): boolean {
  if (order.user_id) return Boolean(caller && order.user_id === caller.id);
  return sameToken(orderViewToken(key, order.code), proof.token);
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { can, phoneDigits } from '@sen/core';
import type { OrdersTable } from '../../db/tables/commerce';
import type { Caller } from './caller';

/**
 * The token of the link in the confirmation e-mail: an HMAC of the order code under the app's
 * signing key (JWT_SECRET or data/secrets/jwt.key, so every instance agrees), with its own
 * prefix so it can never pass for anything else signed with that key.
 */
export function orderViewToken(key: Uint8Array, code: string): string {
  return createHmac('sha256', key).update(`sen-order-link:${code}`).digest('base64url').slice(0, 32);
}

/** The link of the mails: it opens the order without signing in. */
export function orderLink(app: { config: { publicUrl: string }; auth: { signingKey: Uint8Array } }, code: string): string {
  return `${app.config.publicUrl}/orders/${code}?token=${orderViewToken(app.auth.signingKey, code)}`;
}

function validToken(key: Uint8Array, code: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(orderViewToken(key, code));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface AccessProof {
  email?: string;
  phone?: string;
  token?: string;
}

/**
 * Who may read an order: its owner, staff who read orders, or anyone proving they placed it
 * (its e-mail or phone, or the mailed link's token). Everyone else gets the same 404 as for a
 * code that does not exist, so codes cannot be probed.
 */
export function canReadOrder(
  order: Pick<OrdersTable, 'code' | 'user_id' | 'email' | 'phone'>,
  caller: Caller | null,
  proof: AccessProof,
  key: Uint8Array,
): boolean {
  if (caller && can(caller.role, 'orders.read')) return true;
  return isBuyer(order, caller, proof, key);
}

/**
 * Who may act on an order as its buyer (cancel it): its owner signed in, or anyone with the same
 * proof that reads it. Unlike reading, a staff role is no shortcut: staff cancel from the admin
 * area, with the permission and the history that goes with it.
 */
export function isBuyer(
  order: Pick<OrdersTable, 'code' | 'user_id' | 'email' | 'phone'>,
  caller: Caller | null,
  proof: AccessProof,
  key: Uint8Array,
): boolean {
  if (caller && order.user_id === caller.id) return true;
  if (proof.email && proof.email.trim().toLowerCase() === order.email) return true;
  if (proof.phone && phoneDigits(proof.phone.trim()) === order.phone) return true;
  return validToken(key, order.code, proof.token);
}

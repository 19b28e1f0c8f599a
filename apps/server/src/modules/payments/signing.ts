import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in hex (MoMo's signature, ZaloPay's mac). */
export const hmacSha256 = (key: string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest('hex');

/** Compares two hex signatures in constant time (a wrong length is simply false). */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

import { randomInt } from 'node:crypto';
import { shopLocal } from '@sen/core/shop-time';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A readable order code, "SEN-260721-7K3Q9": the day in Vietnam's time (YYMMDD) and five random
 * characters (33 million a day). The unique index catches the rare clash and the caller retries.
 */
export function newOrderCode(now: Date = new Date()): string {
  const d = shopLocal(now);
  const day = `${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  let tail = '';
  for (let i = 0; i < 5; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `SEN-${day}-${tail}`;
}

/** Codes are looked up in upper case, so "sen-260721-7k3q9" finds the order too. */
export function normalizeOrderCode(code: string): string {
  return code.trim().toUpperCase();
}

import { createHash } from 'node:crypto';
import { AppError } from '../../lib/http';
import type { Tx } from './db';

/** A key the client chose per order attempt (a UUID is ideal): 8-200 visible ASCII characters. */
export function readIdempotencyKey(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  const key = raw?.trim() ?? '';
  if (!key) throw new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED');
  if (!/^[\x21-\x7e]{8,200}$/.test(key)) throw new AppError(400, 'IDEMPOTENCY_KEY_INVALID');
  return key;
}

/** JSON with sorted keys, so the same body always hashes the same. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Who asks and what they ask: the same key from another caller or with another body is refused. */
export function requestHash(callerId: string | null, body: unknown): string {
  return createHash('sha256')
    .update(stable({ caller: callerId, body }))
    .digest('hex');
}

/** The order a key already made, or null; 409 when the key was used for a different request. */
export async function priorOrder(db: Tx, key: string, hash: string): Promise<string | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'order_id'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== hash) throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED');
  return row.order_id;
}

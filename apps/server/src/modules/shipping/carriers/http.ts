import { timingSafeEqual } from 'node:crypto';
import { CarrierError } from './types';

/** A carrier call with a time limit; the answer as an object (anything else throws CarrierError). */
export async function carrierCall(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (err) {
    throw new CarrierError(`${new URL(url).host} unreachable: ${(err as Error).message}`);
  }
  const raw = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new CarrierError(`${new URL(url).host} answered ${res.status} without JSON`);
  }
  if (!json || typeof json !== 'object') throw new CarrierError(`${new URL(url).host} answered ${res.status} without an object`);
  return json as Record<string, unknown>;
}

export const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** Constant-time comparison of a presented secret with the configured one. */
export function sameSecret(given: unknown, expected: string | null): boolean {
  if (!expected || typeof given !== 'string' || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

import { timingSafeEqual } from 'node:crypto';
import { CarrierError, CarrierUnreachable } from './types';

type CallInit = { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; timeoutMs: number };

/** A carrier request with a time limit, the body read whole within it (an unreachable carrier throws CarrierError). */
export async function carrierFetch(url: string, init: CallInit): Promise<{ res: Response; body: Buffer }> {
  try {
    const signal = AbortSignal.timeout(init.timeoutMs);
    const res = await fetch(url, {
      method: init.method,
      headers: { 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal,
    });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  } catch (err) {
    throw new CarrierUnreachable(`${new URL(url).host} unreachable: ${(err as Error).message}`);
  }
}

/** The JSON object a carrier answered (anything else throws CarrierError). */
export function carrierJson(url: string, res: Response, raw: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    const error = res.status >= 500 ? CarrierUnreachable : CarrierError;
    throw new error(`${new URL(url).host} answered ${res.status} without JSON`);
  }
  if (!json || typeof json !== 'object') throw new CarrierError(`${new URL(url).host} answered ${res.status} without an object`);
  return json as Record<string, unknown>;
}

/** A carrier call with a time limit; the answer as an object (anything else throws CarrierError). */
export async function carrierCall(url: string, init: CallInit): Promise<Record<string, unknown>> {
  const { res, body } = await carrierFetch(url, init);
  return carrierJson(url, res, body.toString('utf8'));
}

export const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** Constant-time comparison of a presented secret with the configured one. */
export function sameSecret(given: unknown, expected: string | null): boolean {
  if (!expected || typeof given !== 'string' || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

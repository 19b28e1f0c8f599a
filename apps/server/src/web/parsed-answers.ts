import { safeJson } from '@sen/core';
import { LRUCache } from 'lru-cache';

/** The bytes of the answers whose parsed form is kept, together (the parsed objects take a few times that). */
const KEPT_BYTES = 2 * 1024 * 1024;
/** ETags seen once, remembered until a second sighting; all forgotten when full. */
const SEEN_MAX = 4096;
/** Smaller answers are parsed each time: that costs less than keeping and freezing them. */
const MIN_BYTES = 1024;

/** An answer's JSON, or undefined when it is not JSON (the API client then reports an invalid answer). */
export function parseJson(bytes: Buffer): unknown {
  return safeJson(bytes.toString('utf8'));
}

/** Freezes a parsed JSON value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The parsed form of API answers, shared by the renders that ask for the same answer (decision
 * 0398). An answer kept in this process carries an ETag that is a hash of its bytes (lib/http.ts,
 * `sendJson`), so the same ETag always parses to the same value. Every render of the home page
 * parses its 59 KB answer, every product page its related cards (16 KB): ~5 % of the home page's
 * render, and more in garbage collected afterwards. Kept from an ETag's second sighting on (an
 * answer asked for once, a listing's page, is not worth keeping), least recently used out first,
 * and frozen all through: what one render reads no render can change.
 */
export class ParsedAnswers {
  private readonly seen = new Set<string>();
  private readonly kept = new LRUCache<string, { value: unknown; bytes: number }>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (entry) => entry.bytes,
  });

  parse(etag: string, bytes: Buffer): unknown {
    if (bytes.length < MIN_BYTES) return parseJson(bytes);
    const hit = this.kept.get(etag);
    if (hit) return hit.value;
    const value = parseJson(bytes);
    if (value === undefined) return value;
    if (!this.seen.has(etag)) {
      if (this.seen.size >= SEEN_MAX) this.seen.clear();
      this.seen.add(etag);
      return value;
    }
    this.seen.delete(etag);
    this.kept.set(etag, { value: deepFreeze(value), bytes: bytes.length });
    return value;
  }
}

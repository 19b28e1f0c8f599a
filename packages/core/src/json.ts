import { z } from 'zod';

/** Limits of free-form JSON a client may store (settings, payment-method configuration, …). */
export const FREE_JSON_LIMITS = { maxDepth: 8, maxChars: 16_000 } as const;

/**
 * How deeply a value nests (a scalar is 0, `{}` 1), counted without recursion so a hostile
 * body nested thousands of levels deep cannot overflow the stack; stops once past `limit`.
 */
export function jsonDepth(value: unknown, limit = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, here]);
  }
  return deepest;
}

/**
 * A free-form JSON object with bounded nesting and size: the shared zod piece for every field
 * that stores what a client sends as is. Too deep or too big is a field message, not a crash
 * later in serialisation or in the database.
 */
export function freeJsonObject(limits: { maxDepth?: number; maxChars?: number } = {}) {
  const maxDepth = limits.maxDepth ?? FREE_JSON_LIMITS.maxDepth;
  const maxChars = limits.maxChars ?? FREE_JSON_LIMITS.maxChars;
  return z.record(z.string().max(60), z.unknown()).check((ctx) => {
    // Depth first: it is cheap and guards the JSON.stringify of the size check.
    if (jsonDepth(ctx.value, maxDepth) > maxDepth) {
      ctx.issues.push({ code: 'custom', message: 'json_too_deep', params: { maximum: maxDepth }, input: ctx.value });
      return;
    }
    if (JSON.stringify(ctx.value).length > maxChars) {
      ctx.issues.push({ code: 'custom', message: 'json_too_big', params: { maximum: maxChars }, input: ctx.value });
    }
  });
}

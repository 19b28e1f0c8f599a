/** Pure course rules shared by the server and the web. */
import { shopLocal } from '../shop-time';

/** What enrolling costs: the discount price when it is lower than the list price (as the cart prices it). */
export function courseFinalPrice(price: number, discountPrice: number | null): number {
  return Math.max(0, discountPrice !== null && discountPrice < price ? discountPrice : price);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy of an ISO timestamp, as the day it was in Vietnam (UTC+7, no daylight saving). */
export function dayMonthYear(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const d = shopLocal(ms);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** Whole percent done, rounded down so 100 % means every lesson. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((completed * 100) / total));
}

/**
 * Where "continue learning" opens: the lesson left open when it is not done yet; otherwise the
 * first lesson not done after it, then from the start; when all are done, the last one opened
 * (or the first lesson).
 */
export function resumeLessonId(
  orderedIds: readonly string[],
  completed: ReadonlySet<string>,
  lastOpened: string | null,
): string | null {
  if (orderedIds.length === 0) return null;
  const at = lastOpened ? orderedIds.indexOf(lastOpened) : -1;
  if (at >= 0 && !completed.has(orderedIds[at]!)) return orderedIds[at]!;
  for (let i = at + 1; i < orderedIds.length; i++) if (!completed.has(orderedIds[i]!)) return orderedIds[i]!;
  for (let i = 0; i < at; i++) if (!completed.has(orderedIds[i]!)) return orderedIds[i]!;
  return at >= 0 ? orderedIds[at]! : orderedIds[0]!;
}

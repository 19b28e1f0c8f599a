/** The products to compare, kept per device (localStorage), at most COMPARE_MAX. */
export const COMPARE_MAX = 4;
const KEY = 'compare';

export function readCompare(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64))].slice(
      0,
      COMPARE_MAX,
    );
  } catch {
    return [];
  }
}

export function writeCompare(ids: string[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(ids.slice(0, COMPARE_MAX)));
  } catch {
    // Private mode or full storage: the list lives for this page only.
  }
}

export type AddResult = { outcome: 'added' | 'already' | 'full'; count: number };

export function addToCompareList(id: string): AddResult {
  const ids = readCompare();
  if (ids.includes(id)) return { outcome: 'already', count: ids.length };
  if (ids.length >= COMPARE_MAX) return { outcome: 'full', count: ids.length };
  ids.push(id);
  writeCompare(ids);
  return { outcome: 'added', count: ids.length };
}

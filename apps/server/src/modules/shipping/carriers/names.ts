import { foldText } from '@sen/core';

const PREFIXES = ['thanh pho', 'tinh', 'quan', 'huyen', 'thi xa', 'thi tran', 'phuong', 'xa', 'tp'];

/** An administrative name without its accents, case and kind ("Quận 1" → "1", "Thành phố Hồ Chí Minh" → "ho chi minh"). */
export function placeKey(name: string): string {
  let s = foldText(name).replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  for (const p of PREFIXES) {
    if (s.startsWith(`${p} `)) {
      s = s.slice(p.length + 1);
      break;
    }
  }
  // "Phường 05" and "Phường 5" are one ward.
  return s.replace(/\b0+(\d)/g, '$1');
}

/** The entry whose name (or one of its other names) matches. */
export function matchPlace<T>(list: readonly T[], name: string, names: (t: T) => string[]): T | undefined {
  const key = placeKey(name);
  if (!key) return undefined;
  return list.find((t) => names(t).some((n) => placeKey(n) === key));
}

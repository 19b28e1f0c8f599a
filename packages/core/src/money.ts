/** Money is always an integer number of VND. */
export type Vnd = number;

// Made on first use: the first Intl formatter brings ~6 MB of ICU's code and data into memory,
// which a process that has drawn no price yet does not need (decision 0389).
let vndFormatter: Intl.NumberFormat | undefined;

/** "1.250.000 ₫" — Vietnamese grouping with the dong sign. */
export function formatVnd(amount: Vnd, suffix = '₫'): string {
  vndFormatter ??= new Intl.NumberFormat('vi-VN');
  return `${vndFormatter.format(Math.round(amount))} ${suffix}`;
}

/** Saving percentage shown only when the compare price exceeds the price. */
export function savingPercentage(price: Vnd, comparePrice: Vnd | null | undefined): number {
  if (!comparePrice || comparePrice <= price) return 0;
  return Math.round(((comparePrice - price) / comparePrice) * 100);
}

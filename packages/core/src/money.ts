/** Money is always an integer number of VND. */
export type Vnd = number;

const vndFormatter = new Intl.NumberFormat('vi-VN');

/** "1.250.000 ₫" — Vietnamese grouping with the dong sign. */
export function formatVnd(amount: Vnd, suffix = '₫'): string {
  return `${vndFormatter.format(Math.round(amount))} ${suffix}`;
}

/** Saving percentage shown only when the compare price exceeds the price. */
export function savingPercentage(price: Vnd, comparePrice: Vnd | null | undefined): number {
  if (!comparePrice || comparePrice <= price) return 0;
  return Math.round(((comparePrice - price) / comparePrice) * 100);
}

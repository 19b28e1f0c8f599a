import { formatVnd } from '@sen/core/money';

/** "1.250.000 ₫" that never wraps between the digits and the sign. */
export function vnd(amount: number): string {
  return formatVnd(amount).replace(' ', '\u00a0');
}

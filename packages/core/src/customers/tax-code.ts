/**
 * Vietnamese tax codes (mã số thuế, MST) as written on a VAT invoice: 10 digits for a company,
 * or 13 for a branch — the parent's 10 digits and a 3-digit branch number, usually written
 * with a dash (0101248141-001). The 10th digit is a check digit over the first nine
 * (weights 31 29 23 19 17 13 7 5 3, then 10 − sum mod 11); a code whose check would be 10 is
 * never issued. Decision 0222.
 */
const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

function checkDigitOk(ten: string): boolean {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(ten[i]) * WEIGHTS[i]!;
  const check = 10 - (sum % 11);
  return check < 10 && check === Number(ten[9]);
}

/**
 * The code in its written form (10 digits, or 10 digits, a dash and 3 digits), or null when it is
 * not a valid MST. Spaces and dots typed by hand are ignored; a 13-digit code may come with or
 * without its dash.
 */
export function normalizeTaxCode(input: string): string | null {
  const s = input.replace(/[\s.]/g, '');
  const m = /^(\d{10})(?:-?(\d{3}))?$/.exec(s);
  if (!m) return null;
  const [, ten, branch] = m;
  if (!checkDigitOk(ten!)) return null;
  if (branch === undefined) return ten!;
  if (branch === '000') return null;
  return `${ten}-${branch}`;
}

export function isValidTaxCode(input: string): boolean {
  return normalizeTaxCode(input) !== null;
}

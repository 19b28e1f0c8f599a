import { describe, expect, it } from 'vitest';
import { isValidTaxCode, normalizeTaxCode } from './tax-code';

describe('Vietnamese tax code (MST)', () => {
  it('accepts real 10-digit codes and keeps them as written', () => {
    // Vinamilk, FPT, Viettel: published codes whose 10th digit is the check digit.
    for (const code of ['0300588569', '0101248141', '0100109106']) expect(normalizeTaxCode(code)).toBe(code);
  });

  it('accepts 13-digit branch codes with or without the dash, and writes them with it', () => {
    expect(normalizeTaxCode('0101248141-001')).toBe('0101248141-001');
    expect(normalizeTaxCode('0101248141001')).toBe('0101248141-001');
    expect(normalizeTaxCode(' 0101 248 141 - 002 ')).toBe('0101248141-002');
  });

  it('refuses a wrong check digit', () => {
    expect(isValidTaxCode('0300588568')).toBe(false);
    expect(isValidTaxCode('0101248142-001')).toBe(false);
  });

  it('refuses other lengths, letters, a misplaced dash and branch 000', () => {
    for (const bad of [
      '',
      '030058856',
      '03005885691',
      '030058856912',
      '03005885690012',
      'A300588569',
      '03005-88569',
      '0101248141-01',
      '0101248141-000',
      '0101248141--001',
    ])
      expect(isValidTaxCode(bad), bad).toBe(false);
  });

  it('refuses a code whose check would be 10 (never issued)', () => {
    // Nine digits summing (weighted) to 0 mod 11 need a check of 10: no 10th digit fits.
    for (let d = 0; d <= 9; d++) expect(isValidTaxCode(`000000000${d}`)).toBe(false);
  });
});

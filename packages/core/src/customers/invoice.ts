import { z } from 'zod';
import { normalizeTaxCode } from './tax-code';

/**
 * A company (VAT) invoice asked for at checkout (issue 13): who the red invoice is made out to.
 * Stored with the order (order_invoices), shown and exported by staff. Decision 0222.
 */
const required = (max: number) => z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(max);

export const vatInvoiceSchema = z.object({
  companyName: required(200),
  taxCode: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(30)
    .transform((s, ctx) => {
      const code = normalizeTaxCode(s);
      if (!code) {
        ctx.addIssue({ code: 'custom', message: 'invoice.taxCode.invalid' });
        return z.NEVER;
      }
      return code;
    }),
  address: required(255),
  email: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(254)
    .pipe(z.email({ message: 'invalid_email' }))
    .transform((s) => s.toLowerCase()),
});
export type VatInvoiceInput = z.input<typeof vatInvoiceSchema>;
export type VatInvoice = z.output<typeof vatInvoiceSchema>;

/** Field message of the tax code (vi/en; fr/de/ja in i18n/errors/<lang>.ts). */
export const INVOICE_FIELD_MESSAGES = {
  'invoice.taxCode.invalid': {
    vi: 'Mã số thuế gồm 10 chữ số, hoặc 13 chữ số (dạng 0101248141-001)',
    en: 'A tax code has 10 digits, or 13 (written 0101248141-001)',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export const INVOICE_FIELD_TEXTS = {
  fr: { 'invoice.taxCode.invalid': 'Un code fiscal compte 10 chiffres, ou 13 (écrit 0101248141-001)' },
  de: { 'invoice.taxCode.invalid': 'Eine Steuernummer hat 10 Ziffern oder 13 (geschrieben 0101248141-001)' },
  ja: { 'invoice.taxCode.invalid': '税番号は10桁、または13桁（0101248141-001の形式）です' },
} as const;

import { normalizeTaxCode } from '@sen/core/customers/tax-code';
import type { FieldMessageKey } from '@sen/core/errors';
import { CheckboxField, TextField } from '../auth/fields';
import { useFieldMessage } from '../auth/use-field-message';
import { useT } from '../i18n/LanguageProvider';
import { loadTextArea, pageTextArea } from '../i18n/load-catalogue';

/*
 * The company (VAT) invoice a buyer may ask for (issue 13, decision 0222). Its texts are an area of
 * the checkout page only, fetched with it (the storefront's first-visit budget, decision 0200).
 */
const texts = {
  vi: () => import('@sen/core/i18n/areas/invoice/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/invoice/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/invoice/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/invoice/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/invoice/ja').then((m) => m.ja),
};
pageTextArea('invoice', texts);

/** clientLoader of the checkout route: the invoice texts before an in-app navigation renders it. */
export const loadInvoiceTexts = () => loadTextArea('invoice', texts);

export const INVOICE_FIELDS = ['companyName', 'taxCode', 'address', 'email'] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];
export type InvoiceDraft = Record<InvoiceField, string>;
export type InvoiceErrors = Partial<Record<InvoiceField, string>>;
export const EMPTY_INVOICE: InvoiceDraft = { companyName: '', taxCode: '', address: '', email: '' };

/** The server's rules (customers/invoice.ts), by hand so zod stays out of the page's bundle. */
export function validateInvoice(d: InvoiceDraft): Partial<Record<InvoiceField, FieldMessageKey>> {
  const out: Partial<Record<InvoiceField, FieldMessageKey>> = {};
  if (!d.companyName.trim()) out.companyName = 'required';
  if (!d.taxCode.trim()) out.taxCode = 'required';
  else if (!normalizeTaxCode(d.taxCode)) out.taxCode = 'invoice.taxCode.invalid';
  if (!d.address.trim()) out.address = 'required';
  const email = d.email.trim();
  if (!email) out.email = 'required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) out.email = 'invalid_email';
  return out;
}

/** Server field errors ('invoice.taxCode') mapped back to the invoice fields. */
export function invoiceErrorsOf(fields: Record<string, string>): InvoiceErrors {
  const out: InvoiceErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const name = path.replace(/^invoice\./, '') as InvoiceField;
    if (path.startsWith('invoice.') && (INVOICE_FIELDS as readonly string[]).includes(name)) out[name] ??= message;
  }
  return out;
}

export function useInvoiceCheck() {
  const fieldMessage = useFieldMessage();
  return (d: InvoiceDraft): InvoiceErrors => {
    const out: InvoiceErrors = {};
    for (const [k, key] of Object.entries(validateInvoice(d))) out[k as InvoiceField] = fieldMessage(key);
    return out;
  };
}

interface Props {
  /** null: no company invoice asked for. */
  invoice: InvoiceDraft | null;
  errors: InvoiceErrors;
  onChange: (invoice: InvoiceDraft | null) => void;
}

export function InvoiceFields({ invoice, errors, onChange }: Props) {
  const t = useT();
  const bind = (field: InvoiceField) => ({
    name: `invoice-${field}`,
    value: invoice?.[field] ?? '',
    onChange: (value: string) => invoice && onChange({ ...invoice, [field]: value }),
    error: errors[field],
  });
  return (
    <fieldset className="space-y-3" data-testid="invoice-fields">
      <CheckboxField
        label={t('invoice.ask')}
        checked={invoice !== null}
        onChange={(on) => onChange(on ? { ...EMPTY_INVOICE } : null)}
      />
      {invoice && (
        <div className="grid gap-4 rounded-xl border border-line p-4 sm:grid-cols-2">
          <p className="text-xs text-fg-muted sm:col-span-2">{t('invoice.hint')}</p>
          <TextField
            label={t('invoice.companyName')}
            autoComplete="organization"
            className="sm:col-span-2"
            {...bind('companyName')}
          />
          <TextField label={t('invoice.taxCode')} inputMode="numeric" placeholder="0101248141" {...bind('taxCode')} />
          <TextField label={t('invoice.email')} type="email" autoComplete="email" {...bind('email')} />
          <TextField label={t('invoice.address')} className="sm:col-span-2" {...bind('address')} />
        </div>
      )}
    </fieldset>
  );
}

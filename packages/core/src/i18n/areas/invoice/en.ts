import type { InvoiceKey } from './vi';

/** Storefront texts of the company (VAT) invoice at checkout (issue 13), an area the checkout page loads (decision 0222). */
export const en: Record<InvoiceKey, string> = {
  'invoice.ask': 'I need a VAT invoice (company)',
  'invoice.hint': 'The e-invoice is sent to the invoice e-mail.',
  'invoice.companyName': 'Company name',
  'invoice.taxCode': 'Tax code (MST)',
  'invoice.address': 'Company address',
  'invoice.email': 'Invoice e-mail',
  'checkout.ship.declared': 'Goods insured for {value} (the fee includes insurance)',
};

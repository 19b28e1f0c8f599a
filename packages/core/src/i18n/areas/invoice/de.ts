import type { InvoiceKey } from './vi';

/** Storefront texts of the company (VAT) invoice at checkout (issue 13), an area the checkout page loads (decision 0222). */
export const de: Record<InvoiceKey, string> = {
  'invoice.ask': 'Ich brauche eine Rechnung mit MwSt. (Firma)',
  'invoice.hint': 'Die E-Rechnung geht an die Rechnungs-E-Mail.',
  'checkout.ship.declared': 'Ware versichert mit {value} (Versicherung im Preis enthalten)',
  'invoice.companyName': 'Firmenname',
  'invoice.taxCode': 'Steuernummer (MST)',
  'invoice.address': 'Firmenadresse',
  'invoice.email': 'Rechnungs-E-Mail',
};

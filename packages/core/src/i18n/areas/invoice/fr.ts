import type { InvoiceKey } from './vi';

/** Storefront texts of the company (VAT) invoice at checkout (issue 13), an area the checkout page loads (decision 0222). */
export const fr: Record<InvoiceKey, string> = {
  'invoice.ask': 'Je souhaite une facture avec TVA (société)',
  'invoice.hint': 'La facture électronique est envoyée à l’e-mail de facturation.',
  'invoice.companyName': 'Raison sociale',
  'invoice.taxCode': 'Code fiscal (MST)',
  'invoice.address': 'Adresse de la société',
  'invoice.email': 'E-mail de facturation',
  'checkout.ship.declared': 'Marchandise assurée pour {value} (frais d’assurance inclus)',
};

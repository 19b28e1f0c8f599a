import type { InvoiceKey } from './vi';

/** Storefront texts of the company (VAT) invoice at checkout (issue 13), an area the checkout page loads (decision 0222). */
export const ja: Record<InvoiceKey, string> = {
  'invoice.ask': 'VAT請求書（法人）が必要',
  'invoice.hint': '電子請求書は請求書送付先メールに送られます。',
  'checkout.ship.declared': '商品の申告価格（保険）: {value}（料金に保険料を含む）',
  'invoice.companyName': '会社名',
  'invoice.taxCode': '税番号（MST）',
  'invoice.address': '会社住所',
  'invoice.email': '請求書送付先メール',
};

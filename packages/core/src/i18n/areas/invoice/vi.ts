/** Storefront texts of the company (VAT) invoice at checkout (issue 13), an area the checkout page loads (decision 0222); vi is the reference, every language complete. */
export const vi = {
  'invoice.ask': 'Xuất hóa đơn VAT (hóa đơn công ty)',
  'invoice.hint': 'Hóa đơn điện tử được gửi tới email nhận hóa đơn.',
  'invoice.companyName': 'Tên công ty',
  'invoice.taxCode': 'Mã số thuế',
  'invoice.address': 'Địa chỉ công ty',
  'invoice.email': 'Email nhận hóa đơn',
};
export type InvoiceKey = keyof typeof vi;

/** Storefront texts only the checkout page shows: the company (VAT) invoice (issue 13) and a carrier's declared value (issue 14), an area the checkout page loads (decision 0222); vi is the reference, every language complete. */
export const vi = {
  'invoice.ask': 'Xuất hóa đơn VAT (hóa đơn công ty)',
  'invoice.hint': 'Hóa đơn điện tử được gửi tới email nhận hóa đơn.',
  'invoice.companyName': 'Tên công ty',
  'invoice.taxCode': 'Mã số thuế',
  'invoice.address': 'Địa chỉ công ty',
  'invoice.email': 'Email nhận hóa đơn',
  'checkout.ship.declared': 'Khai giá bảo hiểm hàng hóa: {value} (phí đã gồm bảo hiểm)',
};
export type InvoiceKey = keyof typeof vi;

/** Storefront texts of online payments (the return from a gateway, paying again). vi is the reference. */
export const vi = {
  'payment.return.success':
    'Cổng thanh toán đã ghi nhận giao dịch. Đơn hàng được xác nhận đã thanh toán ngay khi cổng thanh toán báo về cho cửa hàng.',
  'payment.return.failed': 'Thanh toán chưa thành công. Đơn hàng vẫn đang chờ thanh toán, bạn có thể thanh toán lại.',
  'payment.return.invalid': 'Không xác minh được kết quả thanh toán. Vui lòng kiểm tra đơn hàng hoặc liên hệ cửa hàng.',
  'payment.unavailable': 'Chưa kết nối được cổng thanh toán. Đơn hàng đã được ghi nhận và đang chờ thanh toán, vui lòng thử lại.',
  'payment.paid': 'Đã nhận thanh toán cho đơn hàng này.',
  'payment.payNow': 'Thanh toán ngay',
  'payment.paypal.title': 'Thanh toán bằng tài khoản PayPal (tính theo USD)',
  'payment.paypal.failed': 'PayPal chưa xác nhận được thanh toán. Đơn hàng vẫn đang chờ thanh toán, vui lòng thử lại.',
};
export type PaymentsKey = keyof typeof vi;

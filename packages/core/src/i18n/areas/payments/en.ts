import type { PaymentsKey } from './vi';

export const en: Record<PaymentsKey, string> = {
  'payment.return.success':
    'The payment gateway has recorded your transaction. The order is confirmed as paid as soon as the gateway notifies the shop.',
  'payment.return.failed': 'The payment did not go through. Your order is still waiting for payment and you can pay again.',
  'payment.return.invalid': 'The payment result could not be verified. Please check your order or contact the shop.',
  'payment.unavailable':
    'The payment gateway could not be reached. Your order is saved and waiting for payment; please try again.',
  'payment.paid': 'Payment received for this order.',
  'payment.payNow': 'Pay now',
  'payment.paypal.title': 'Pay with your PayPal account (charged in USD)',
  'payment.paypal.failed': 'PayPal could not confirm the payment. Your order is still waiting for payment; please try again.',
};

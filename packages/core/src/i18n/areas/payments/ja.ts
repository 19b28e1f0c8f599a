import type { PaymentsKey } from './vi';

export const ja: Record<PaymentsKey, string> = {
  'payment.return.success':
    '決済サービスが取引を記録しました。決済サービスからショップへ通知が届き次第、支払い済みとして確定します。',
  'payment.return.failed': 'お支払いが完了しませんでした。ご注文はお支払い待ちのままです。もう一度お支払いいただけます。',
  'payment.return.invalid': 'お支払い結果を確認できませんでした。ご注文を確認するか、ショップへお問い合わせください。',
  'payment.unavailable': '決済サービスに接続できませんでした。ご注文は受け付け済みでお支払い待ちです。もう一度お試しください。',
  'payment.paid': 'このご注文のお支払いを受け取りました。',
  'payment.payNow': '今すぐ支払う',
  'payment.paypal.title': 'PayPalアカウントで支払う（米ドルで請求）',
  'payment.paypal.failed': 'PayPalで支払いを確認できませんでした。注文はまだ支払い待ちです。もう一度お試しください。',
};

import type { PaymentsKey } from './vi';

export const de: Record<PaymentsKey, string> = {
  'payment.return.success':
    'Der Zahlungsdienst hat Ihre Transaktion erfasst. Die Bestellung gilt als bezahlt, sobald der Zahlungsdienst den Shop benachrichtigt.',
  'payment.return.failed':
    'Die Zahlung ist nicht durchgegangen. Ihre Bestellung wartet weiter auf die Zahlung; Sie können erneut bezahlen.',
  'payment.return.invalid':
    'Das Zahlungsergebnis konnte nicht geprüft werden. Bitte prüfen Sie Ihre Bestellung oder kontaktieren Sie den Shop.',
  'payment.unavailable':
    'Der Zahlungsdienst ist nicht erreichbar. Ihre Bestellung ist gespeichert und wartet auf die Zahlung; bitte versuchen Sie es erneut.',
  'payment.paid': 'Zahlung für diese Bestellung erhalten.',
  'payment.payNow': 'Jetzt bezahlen',
  'payment.paypal.title': 'Mit Ihrem PayPal-Konto bezahlen (Abrechnung in USD)',
  'payment.paypal.failed':
    'PayPal konnte die Zahlung nicht bestätigen. Ihre Bestellung wartet weiter auf die Zahlung; bitte versuchen Sie es erneut.',
};

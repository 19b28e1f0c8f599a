import type { PaymentsKey } from './vi';

export const fr: Record<PaymentsKey, string> = {
  'payment.return.success':
    'La passerelle de paiement a enregistré votre transaction. La commande est confirmée comme payée dès que la passerelle en informe la boutique.',
  'payment.return.failed':
    'Le paiement n’a pas abouti. Votre commande attend toujours son paiement ; vous pouvez payer à nouveau.',
  'payment.return.invalid': 'Le résultat du paiement n’a pas pu être vérifié. Vérifiez votre commande ou contactez la boutique.',
  'payment.unavailable':
    'La passerelle de paiement est injoignable. Votre commande est enregistrée et attend son paiement ; veuillez réessayer.',
  'payment.paid': 'Paiement reçu pour cette commande.',
  'payment.payNow': 'Payer maintenant',
  'payment.paypal.title': 'Payer avec votre compte PayPal (débité en USD)',
  'payment.paypal.failed':
    'PayPal n’a pas pu confirmer le paiement. Votre commande attend toujours son paiement ; veuillez réessayer.',
};

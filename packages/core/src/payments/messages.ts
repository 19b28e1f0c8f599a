/** Messages of online payments and the payments staff review (issue 14); vi/en here, fr/de/ja spread into i18n/errors/<lang>.ts. */
export const PAYMENT_ERRORS = {
  PAYMENT_GATEWAY_NOT_CONFIGURED: {
    vi: 'Cổng thanh toán này chưa được cấu hình',
    en: 'This payment gateway is not configured',
  },
  RECEIPT_NOT_FOUND: { vi: 'Không tìm thấy khoản thanh toán', en: 'Payment not found' },
  RECEIPT_RESOLVED: { vi: 'Khoản thanh toán này đã được xử lý', en: 'This payment has already been resolved' },
  RECEIPT_NO_REFUND: {
    vi: 'Không thể hoàn khoản này qua cổng thanh toán: hãy hoàn tiền thủ công rồi đánh dấu đã xử lý',
    en: 'This payment cannot be refunded through the gateway: refund it by hand, then mark it resolved',
  },
  SETTINGS_KEY_MISSING: {
    vi: 'Máy chủ chưa có SETTINGS_ENCRYPTION_KEY (ít nhất 32 ký tự) nên không thể lưu khóa cổng thanh toán',
    en: 'The server has no SETTINGS_ENCRYPTION_KEY (at least 32 characters), so gateway keys cannot be saved',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

type Texts = {
  errors: Record<keyof typeof PAYMENT_ERRORS, string>;
};

export const PAYMENT_TEXTS: Record<'fr' | 'de' | 'ja', Texts> = {
  fr: {
    errors: {
      PAYMENT_GATEWAY_NOT_CONFIGURED: 'Cette passerelle de paiement n’est pas configurée',
      RECEIPT_NOT_FOUND: 'Paiement introuvable',
      RECEIPT_RESOLVED: 'Ce paiement a déjà été traité',
      RECEIPT_NO_REFUND:
        'Ce paiement ne peut pas être remboursé via la passerelle : remboursez-le à la main, puis marquez-le traité',
      SETTINGS_KEY_MISSING:
        'Le serveur n’a pas de SETTINGS_ENCRYPTION_KEY (32 caractères au moins) : les clés des passerelles ne peuvent pas être enregistrées',
    },
  },
  de: {
    errors: {
      PAYMENT_GATEWAY_NOT_CONFIGURED: 'Dieses Zahlungsportal ist nicht eingerichtet',
      RECEIPT_NOT_FOUND: 'Zahlung nicht gefunden',
      RECEIPT_RESOLVED: 'Diese Zahlung wurde bereits bearbeitet',
      RECEIPT_NO_REFUND:
        'Diese Zahlung kann nicht über das Zahlungsportal erstattet werden: manuell erstatten und dann als erledigt markieren',
      SETTINGS_KEY_MISSING:
        'Der Server hat keinen SETTINGS_ENCRYPTION_KEY (mindestens 32 Zeichen): Zugangsdaten der Zahlungsportale können nicht gespeichert werden',
    },
  },
  ja: {
    errors: {
      PAYMENT_GATEWAY_NOT_CONFIGURED: 'この決済ゲートウェイは設定されていません',
      RECEIPT_NOT_FOUND: '支払いが見つかりません',
      RECEIPT_RESOLVED: 'この支払いは既に処理済みです',
      RECEIPT_NO_REFUND: 'この支払いはゲートウェイ経由で返金できません。手動で返金してから処理済みにしてください',
      SETTINGS_KEY_MISSING: 'サーバーに SETTINGS_ENCRYPTION_KEY（32文字以上）がないため、決済ゲートウェイのキーを保存できません',
    },
  },
};

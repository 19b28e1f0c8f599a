/** API messages of carrier shipments (issue 14); vi/en here, fr/de/ja spread into i18n/errors/<lang>.ts. */
export const CARRIER_ERRORS = {
  CARRIER_NOT_CONFIGURED: { vi: 'Hãng vận chuyển {carrier} chưa được cấu hình', en: 'The carrier {carrier} is not configured' },
  CARRIER_FAILED: {
    vi: 'Hãng vận chuyển không xử lý được yêu cầu: {reason}',
    en: 'The carrier could not handle the request: {reason}',
  },
  SHIPMENT_EXISTS: { vi: 'Đơn hàng đã có vận đơn {code}', en: 'The order already has the shipment {code}' },
  SHIPMENT_NOT_FOUND: { vi: 'Đơn hàng chưa có vận đơn', en: 'The order has no shipment' },
  SHIPMENT_NOT_ALLOWED: {
    vi: 'Chỉ tạo vận đơn cho đơn đang xử lý, có giao hàng',
    en: 'A shipment is created only for a delivered order that is being processed',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export const CARRIER_FIELD_MESSAGES = {
  'checkout.shipping.carrierDown': {
    vi: 'Hãng vận chuyển tạm thời không báo được phí, vui lòng chọn phương thức khác',
    en: 'The carrier cannot quote a fee right now, please choose another method',
  },
  'shipment.carrier.unknown': { vi: 'Hãng vận chuyển không hợp lệ', en: 'Unknown carrier' },
} as const satisfies Record<string, { vi: string; en: string }>;

type Texts = {
  errors: Record<keyof typeof CARRIER_ERRORS, string>;
  fields: Record<keyof typeof CARRIER_FIELD_MESSAGES, string>;
};

export const CARRIER_TEXTS: Record<'fr' | 'de' | 'ja', Texts> = {
  fr: {
    errors: {
      CARRIER_NOT_CONFIGURED: 'Le transporteur {carrier} n’est pas configuré',
      CARRIER_FAILED: 'Le transporteur n’a pas pu traiter la demande : {reason}',
      SHIPMENT_EXISTS: 'La commande a déjà l’expédition {code}',
      SHIPMENT_NOT_FOUND: 'La commande n’a pas d’expédition',
      SHIPMENT_NOT_ALLOWED: 'Une expédition ne se crée que pour une commande livrée en cours de traitement',
    },
    fields: {
      'checkout.shipping.carrierDown': 'Le transporteur ne peut pas donner de tarif pour le moment, choisissez un autre mode',
      'shipment.carrier.unknown': 'Transporteur inconnu',
    },
  },
  de: {
    errors: {
      CARRIER_NOT_CONFIGURED: 'Der Versanddienst {carrier} ist nicht eingerichtet',
      CARRIER_FAILED: 'Der Versanddienst konnte die Anfrage nicht bearbeiten: {reason}',
      SHIPMENT_EXISTS: 'Die Bestellung hat bereits die Sendung {code}',
      SHIPMENT_NOT_FOUND: 'Die Bestellung hat keine Sendung',
      SHIPMENT_NOT_ALLOWED: 'Eine Sendung wird nur für eine zu liefernde Bestellung in Bearbeitung erstellt',
    },
    fields: {
      'checkout.shipping.carrierDown': 'Der Versanddienst nennt gerade keinen Preis, bitte wählen Sie eine andere Versandart',
      'shipment.carrier.unknown': 'Unbekannter Versanddienst',
    },
  },
  ja: {
    errors: {
      CARRIER_NOT_CONFIGURED: '配送業者 {carrier} は設定されていません',
      CARRIER_FAILED: '配送業者が依頼を処理できませんでした: {reason}',
      SHIPMENT_EXISTS: 'この注文には既に送り状 {code} があります',
      SHIPMENT_NOT_FOUND: 'この注文には送り状がありません',
      SHIPMENT_NOT_ALLOWED: '送り状は処理中の配送注文にのみ作成できます',
    },
    fields: {
      'checkout.shipping.carrierDown': '配送業者が現在料金を提示できません。別の配送方法を選んでください',
      'shipment.carrier.unknown': '不明な配送業者',
    },
  },
};

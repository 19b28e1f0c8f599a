/** API messages of seller shipments, commission and payouts (issue 18 part B); vi/en here, fr/de/ja spread into i18n/errors/<lang>.ts. */
export const PAYOUT_ERRORS = {
  SHIPMENT_NOT_FOUND: { vi: 'Không tìm thấy kiện hàng', en: 'Shipment not found' },
  SHIPMENT_STATUS: {
    vi: 'Kiện hàng đang ở trạng thái {status}, không thể chuyển sang {to}',
    en: 'The shipment is {status} and cannot move to {to}',
  },
  SHIPMENT_ORDER_STATUS: {
    vi: 'Đơn hàng chưa được xác nhận để giao (trạng thái {status})',
    en: 'The order is not confirmed for shipping yet (status {status})',
  },
  ORDER_SHIPMENTS_SPLIT: {
    vi: 'Đơn hàng có nhiều kiện theo người bán: hãy cập nhật từng kiện hàng',
    en: 'This order ships in several shipments by seller: update each shipment',
  },
  SHIPMENT_ORDER_CHANGED: {
    vi: 'Đơn hàng vừa thay đổi, hãy tải lại và thử lại',
    en: 'The order changed meanwhile: reload and try again',
  },
  PAYOUT_EXCEEDS_AVAILABLE: {
    vi: 'Số tiền vượt quá số dư có thể thanh toán ({available} ₫)',
    en: 'The amount exceeds the available balance ({available} ₫)',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export const PAYOUT_FIELD_MESSAGES = {
  'payout.category.unknown': { vi: 'Không tìm thấy danh mục', en: 'Unknown category' },
} as const satisfies Record<string, { vi: string; en: string }>;

type Texts = {
  errors: Record<keyof typeof PAYOUT_ERRORS, string>;
  fields: Record<keyof typeof PAYOUT_FIELD_MESSAGES, string>;
};

export const PAYOUT_TEXTS: Record<'fr' | 'de' | 'ja', Texts> = {
  fr: {
    errors: {
      SHIPMENT_NOT_FOUND: 'Colis introuvable',
      SHIPMENT_STATUS: 'Le colis est {status} et ne peut pas passer à {to}',
      SHIPMENT_ORDER_STATUS: 'La commande n’est pas encore confirmée pour l’expédition (statut {status})',
      ORDER_SHIPMENTS_SPLIT: 'Cette commande part en plusieurs colis par vendeur : mettez à jour chaque colis',
      SHIPMENT_ORDER_CHANGED: 'La commande vient de changer : rechargez et réessayez',
      PAYOUT_EXCEEDS_AVAILABLE: 'Le montant dépasse le solde disponible ({available} ₫)',
    },
    fields: {
      'payout.category.unknown': 'Catégorie inconnue',
    },
  },
  de: {
    errors: {
      SHIPMENT_NOT_FOUND: 'Sendung nicht gefunden',
      SHIPMENT_STATUS: 'Die Sendung ist {status} und kann nicht zu {to} wechseln',
      SHIPMENT_ORDER_STATUS: 'Die Bestellung ist noch nicht für den Versand bestätigt (Status {status})',
      ORDER_SHIPMENTS_SPLIT:
        'Diese Bestellung wird in mehreren Sendungen je Verkäufer versandt: jede Sendung einzeln aktualisieren',
      SHIPMENT_ORDER_CHANGED: 'Die Bestellung hat sich gerade geändert: neu laden und erneut versuchen',
      PAYOUT_EXCEEDS_AVAILABLE: 'Der Betrag übersteigt das verfügbare Guthaben ({available} ₫)',
    },
    fields: {
      'payout.category.unknown': 'Unbekannte Kategorie',
    },
  },
  ja: {
    errors: {
      SHIPMENT_NOT_FOUND: '配送が見つかりません',
      SHIPMENT_STATUS: '配送は{status}のため{to}に変更できません',
      SHIPMENT_ORDER_STATUS: '注文はまだ発送確定されていません（ステータス {status}）',
      ORDER_SHIPMENTS_SPLIT: 'この注文は出品者ごとに分割配送されます。各配送を更新してください',
      SHIPMENT_ORDER_CHANGED: '注文が変更されました。再読み込みしてもう一度お試しください',
      PAYOUT_EXCEEDS_AVAILABLE: '金額が支払可能残高（{available} ₫）を超えています',
    },
    fields: {
      'payout.category.unknown': '不明なカテゴリ',
    },
  },
};

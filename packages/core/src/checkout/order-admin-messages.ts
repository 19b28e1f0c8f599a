/** Messages of the staff order operations (issue 13); vi/en here, fr/de/ja spread into i18n/errors/<lang>.ts. */
export const ORDER_ADMIN_ERRORS = {
  ORDER_NOT_PAYABLE: {
    vi: 'Không thể ghi nhận thanh toán cho đơn hàng ở trạng thái "{status}"',
    en: 'A payment cannot be recorded for an order that is "{status}"',
  },
  ORDER_ALREADY_PAID: { vi: 'Đơn hàng đã được thanh toán', en: 'This order is already paid' },
  ORDER_PAYMENT_METHOD_MANUAL: {
    vi: 'Chỉ đơn chuyển khoản hoặc thanh toán khi nhận hàng mới được đánh dấu đã thanh toán thủ công',
    en: 'Only bank transfer and cash on delivery orders can be marked paid by hand',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export const ORDER_ADMIN_FIELD_MESSAGES = {
  'order.payment.amount': { vi: 'Số tiền phải là số nguyên dương', en: 'The amount must be a positive whole number' },
  'order.payment.short': {
    vi: 'Số tiền nhận được ({amount}) ít hơn tổng đơn hàng ({total})',
    en: 'The amount received ({amount}) is less than the order total ({total})',
  },
  'order.cancel.reasonRequired': {
    vi: 'Vui lòng nhập lý do hủy (ít nhất 3 ký tự)',
    en: 'Please give a reason (at least 3 characters)',
  },
  'order.note.body': { vi: 'Vui lòng nhập nội dung ghi chú', en: 'Please write the note' },
} as const satisfies Record<string, { vi: string; en: string }>;

type Texts = {
  errors: Record<keyof typeof ORDER_ADMIN_ERRORS, string>;
  fields: Record<keyof typeof ORDER_ADMIN_FIELD_MESSAGES, string>;
};

/** The same messages in the other three languages, spread into i18n/errors/<lang>.ts. */
export const ORDER_ADMIN_TEXTS: Record<'fr' | 'de' | 'ja', Texts> = {
  fr: {
    errors: {
      ORDER_NOT_PAYABLE: 'Impossible d’enregistrer un paiement pour une commande « {status} »',
      ORDER_ALREADY_PAID: 'Cette commande est déjà payée',
      ORDER_PAYMENT_METHOD_MANUAL:
        'Seules les commandes par virement ou paiement à la livraison peuvent être marquées payées à la main',
    },
    fields: {
      'order.payment.amount': 'Le montant doit être un nombre entier positif',
      'order.payment.short': 'Le montant reçu ({amount}) est inférieur au total de la commande ({total})',
      'order.cancel.reasonRequired': 'Indiquez un motif (au moins 3 caractères)',
      'order.note.body': 'Écrivez la note',
    },
  },
  de: {
    errors: {
      ORDER_NOT_PAYABLE: 'Für eine Bestellung mit Status „{status}“ kann keine Zahlung erfasst werden',
      ORDER_ALREADY_PAID: 'Diese Bestellung ist bereits bezahlt',
      ORDER_PAYMENT_METHOD_MANUAL: 'Nur Bestellungen per Überweisung oder Nachnahme können von Hand als bezahlt markiert werden',
    },
    fields: {
      'order.payment.amount': 'Der Betrag muss eine positive ganze Zahl sein',
      'order.payment.short': 'Der erhaltene Betrag ({amount}) ist kleiner als die Bestellsumme ({total})',
      'order.cancel.reasonRequired': 'Bitte geben Sie einen Grund an (mindestens 3 Zeichen)',
      'order.note.body': 'Bitte schreiben Sie die Notiz',
    },
  },
  ja: {
    errors: {
      ORDER_NOT_PAYABLE: '「{status}」の注文には入金を記録できません',
      ORDER_ALREADY_PAID: 'この注文はすでに支払い済みです',
      ORDER_PAYMENT_METHOD_MANUAL: '手動で支払い済みにできるのは銀行振込と代金引換の注文だけです',
    },
    fields: {
      'order.payment.amount': '金額は正の整数で入力してください',
      'order.payment.short': '受け取った金額（{amount}）が注文合計（{total}）より少なくなっています',
      'order.cancel.reasonRequired': 'キャンセル理由を入力してください（3文字以上）',
      'order.note.body': 'メモを入力してください',
    },
  },
};

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
  ORDER_NOT_EDITABLE: {
    vi: 'Không thể sửa đơn hàng ở trạng thái "{status}": chỉ sửa được đơn chưa giao cho vận chuyển',
    en: 'An order that is "{status}" cannot be edited: only orders not yet shipped can be',
  },
  ORDER_EDIT_REWARDS: {
    vi: 'Đơn hàng đã dùng thẻ quà tặng hoặc điểm thưởng nên không thể sửa; hãy hủy và đặt lại đơn',
    en: 'This order used a gift card or loyalty points and cannot be edited; cancel it and place it again',
  },
  ORDER_EDIT_CHANGED: {
    vi: 'Đơn hàng vừa được người khác thay đổi, vui lòng tải lại và thử lại',
    en: 'Someone else changed this order just now; reload it and try again',
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
  'order.edit.empty': {
    vi: 'Đơn hàng phải còn ít nhất một sản phẩm; muốn bỏ hết hãy hủy đơn',
    en: 'The order must keep at least one item; to remove everything, cancel the order',
  },
  'order.edit.item': { vi: 'Dòng hàng này không thuộc đơn hàng', en: 'This line is not part of the order' },
  'order.edit.quantity': { vi: 'Số lượng phải từ 1 đến 99', en: 'The quantity must be between 1 and 99' },
  'order.edit.sku': { vi: 'Không tìm thấy sản phẩm có SKU này', en: 'No product has this SKU' },
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
      ORDER_NOT_EDITABLE: 'Une commande « {status} » ne peut plus être modifiée : seules les commandes non expédiées le peuvent',
      ORDER_EDIT_REWARDS:
        'Cette commande a utilisé une carte cadeau ou des points et ne peut pas être modifiée ; annulez-la et repassez-la',
      ORDER_EDIT_CHANGED: 'Quelqu’un vient de modifier cette commande ; rechargez-la et réessayez',
    },
    fields: {
      'order.payment.amount': 'Le montant doit être un nombre entier positif',
      'order.payment.short': 'Le montant reçu ({amount}) est inférieur au total de la commande ({total})',
      'order.cancel.reasonRequired': 'Indiquez un motif (au moins 3 caractères)',
      'order.note.body': 'Écrivez la note',
      'order.edit.empty': 'La commande doit garder au moins un article ; pour tout retirer, annulez-la',
      'order.edit.item': 'Cette ligne ne fait pas partie de la commande',
      'order.edit.quantity': 'La quantité doit être comprise entre 1 et 99',
      'order.edit.sku': 'Aucun produit n’a ce SKU',
    },
  },
  de: {
    errors: {
      ORDER_NOT_PAYABLE: 'Für eine Bestellung mit Status „{status}“ kann keine Zahlung erfasst werden',
      ORDER_ALREADY_PAID: 'Diese Bestellung ist bereits bezahlt',
      ORDER_PAYMENT_METHOD_MANUAL: 'Nur Bestellungen per Überweisung oder Nachnahme können von Hand als bezahlt markiert werden',
      ORDER_NOT_EDITABLE:
        'Eine Bestellung mit Status „{status}“ kann nicht mehr geändert werden: nur noch nicht versandte Bestellungen',
      ORDER_EDIT_REWARDS:
        'Diese Bestellung nutzt eine Geschenkkarte oder Treuepunkte und kann nicht geändert werden; stornieren und neu aufgeben',
      ORDER_EDIT_CHANGED: 'Jemand hat diese Bestellung gerade geändert; bitte neu laden und erneut versuchen',
    },
    fields: {
      'order.payment.amount': 'Der Betrag muss eine positive ganze Zahl sein',
      'order.payment.short': 'Der erhaltene Betrag ({amount}) ist kleiner als die Bestellsumme ({total})',
      'order.cancel.reasonRequired': 'Bitte geben Sie einen Grund an (mindestens 3 Zeichen)',
      'order.note.body': 'Bitte schreiben Sie die Notiz',
      'order.edit.empty': 'Die Bestellung muss mindestens einen Artikel behalten; um alles zu entfernen, stornieren Sie sie',
      'order.edit.item': 'Diese Position gehört nicht zur Bestellung',
      'order.edit.quantity': 'Die Menge muss zwischen 1 und 99 liegen',
      'order.edit.sku': 'Kein Produkt hat diese SKU',
    },
  },
  ja: {
    errors: {
      ORDER_NOT_PAYABLE: '「{status}」の注文には入金を記録できません',
      ORDER_ALREADY_PAID: 'この注文はすでに支払い済みです',
      ORDER_PAYMENT_METHOD_MANUAL: '手動で支払い済みにできるのは銀行振込と代金引換の注文だけです',
      ORDER_NOT_EDITABLE: '「{status}」の注文は編集できません。出荷前の注文だけが編集できます',
      ORDER_EDIT_REWARDS: 'ギフトカードまたはポイントを使った注文は編集できません。キャンセルして再注文してください',
      ORDER_EDIT_CHANGED: 'この注文は他の人によって変更されました。再読み込みしてもう一度お試しください',
    },
    fields: {
      'order.payment.amount': '金額は正の整数で入力してください',
      'order.payment.short': '受け取った金額（{amount}）が注文合計（{total}）より少なくなっています',
      'order.cancel.reasonRequired': 'キャンセル理由を入力してください（3文字以上）',
      'order.note.body': 'メモを入力してください',
      'order.edit.empty': '注文には少なくとも1つの商品が必要です。すべて削除する場合は注文をキャンセルしてください',
      'order.edit.item': 'この明細はこの注文のものではありません',
      'order.edit.quantity': '数量は1から99の間で指定してください',
      'order.edit.sku': 'このSKUの商品は見つかりません',
    },
  },
};

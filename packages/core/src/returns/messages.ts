/** Messages of returns and refunds (issue 13); vi/en here, fr/de/ja spread into i18n/errors/<lang>.ts. */
export const RETURN_ERRORS = {
  RETURN_NOT_FOUND: { vi: 'Không tìm thấy yêu cầu đổi trả', en: 'Return request not found' },
  ORDER_NOT_RETURNABLE: {
    vi: 'Chỉ có thể yêu cầu trả hàng cho đơn đã giao',
    en: 'A return can only be asked for an order that was delivered',
  },
  RETURN_WINDOW_CLOSED: {
    vi: 'Đã quá thời hạn đổi trả {days} ngày của đơn hàng này',
    en: 'The {days}-day return window of this order has closed',
  },
  RETURN_QUANTITY: {
    vi: 'Chỉ còn có thể trả {max} sản phẩm "{name}"',
    en: 'Only {max} of "{name}" can still be returned',
  },
  RETURN_ALREADY_OPEN: {
    vi: 'Sản phẩm "{name}" đã có một yêu cầu đổi trả đang xử lý',
    en: '"{name}" already has a return request in progress',
  },
  RETURN_STATUS: {
    vi: 'Yêu cầu đổi trả đang ở trạng thái "{status}", không thể thực hiện thao tác này',
    en: 'This return request is "{status}": this action is not possible',
  },
  REFUND_NOTHING: { vi: 'Không còn gì để hoàn tiền', en: 'There is nothing left to refund' },
  REFUND_NOT_PAID: {
    vi: 'Đơn hàng chưa được thanh toán: hãy ghi nhận thanh toán trước khi hoàn tiền',
    en: 'The order is not paid: record its payment before refunding',
  },
  REFUND_NO_GATEWAY: {
    vi: 'Đơn hàng không được thanh toán qua cổng có hỗ trợ hoàn tiền: hãy hoàn tiền thủ công',
    en: 'This order was not paid through a gateway that refunds: refund it by hand',
  },
  REFUND_GATEWAY_FAILED: {
    vi: 'Cổng thanh toán từ chối hoàn tiền: {message}',
    en: 'The payment gateway refused the refund: {message}',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export const RETURN_FIELD_MESSAGES = {
  'return.items': { vi: 'Vui lòng chọn sản phẩm muốn trả', en: 'Please choose the items to return' },
  'return.item': { vi: 'Sản phẩm này không thuộc đơn hàng', en: 'This item is not part of the order' },
  'return.reason': { vi: 'Vui lòng chọn lý do trả hàng', en: 'Please choose a reason' },
  'return.reference': {
    vi: 'Vui lòng nhập mã tham chiếu của khoản hoàn tiền thủ công',
    en: 'Please enter the reference of the manual refund',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

type Texts = {
  errors: Record<keyof typeof RETURN_ERRORS, string>;
  fields: Record<keyof typeof RETURN_FIELD_MESSAGES, string>;
};

export const RETURN_TEXTS: Record<'fr' | 'de' | 'ja', Texts> = {
  fr: {
    errors: {
      RETURN_NOT_FOUND: 'Demande de retour introuvable',
      ORDER_NOT_RETURNABLE: 'Un retour ne peut être demandé que pour une commande livrée',
      RETURN_WINDOW_CLOSED: 'Le délai de retour de {days} jours de cette commande est dépassé',
      RETURN_QUANTITY: 'Seulement {max} « {name} » peuvent encore être retournés',
      RETURN_ALREADY_OPEN: '« {name} » fait déjà l’objet d’une demande de retour en cours',
      RETURN_STATUS: 'Cette demande de retour est « {status} » : cette action n’est pas possible',
      REFUND_NOTHING: 'Il ne reste rien à rembourser',
      REFUND_NOT_PAID: 'La commande n’est pas payée : enregistrez son paiement avant de rembourser',
      REFUND_NO_GATEWAY: 'Cette commande n’a pas été payée via une passerelle qui rembourse : remboursez-la à la main',
      REFUND_GATEWAY_FAILED: 'La passerelle de paiement a refusé le remboursement : {message}',
    },
    fields: {
      'return.items': 'Veuillez choisir les articles à retourner',
      'return.item': 'Cet article ne fait pas partie de la commande',
      'return.reason': 'Veuillez choisir un motif',
      'return.reference': 'Veuillez saisir la référence du remboursement manuel',
    },
  },
  de: {
    errors: {
      RETURN_NOT_FOUND: 'Rücksendeanfrage nicht gefunden',
      ORDER_NOT_RETURNABLE: 'Eine Rücksendung ist nur für eine zugestellte Bestellung möglich',
      RETURN_WINDOW_CLOSED: 'Die Rückgabefrist von {days} Tagen für diese Bestellung ist abgelaufen',
      RETURN_QUANTITY: 'Von „{name}“ können nur noch {max} zurückgegeben werden',
      RETURN_ALREADY_OPEN: 'Für „{name}“ läuft bereits eine Rücksendeanfrage',
      RETURN_STATUS: 'Diese Rücksendeanfrage ist „{status}“: diese Aktion ist nicht möglich',
      REFUND_NOTHING: 'Es ist nichts mehr zu erstatten',
      REFUND_NOT_PAID: 'Die Bestellung ist nicht bezahlt: erfassen Sie zuerst die Zahlung',
      REFUND_NO_GATEWAY: 'Diese Bestellung wurde nicht über ein erstattungsfähiges Zahlungsportal bezahlt: manuell erstatten',
      REFUND_GATEWAY_FAILED: 'Das Zahlungsportal hat die Erstattung abgelehnt: {message}',
    },
    fields: {
      'return.items': 'Bitte wählen Sie die Artikel für die Rücksendung',
      'return.item': 'Dieser Artikel gehört nicht zur Bestellung',
      'return.reason': 'Bitte wählen Sie einen Grund',
      'return.reference': 'Bitte geben Sie die Referenz der manuellen Erstattung ein',
    },
  },
  ja: {
    errors: {
      RETURN_NOT_FOUND: '返品リクエストが見つかりません',
      ORDER_NOT_RETURNABLE: '返品は配達済みの注文のみ申請できます',
      RETURN_WINDOW_CLOSED: 'この注文の{days}日間の返品期限を過ぎています',
      RETURN_QUANTITY: '「{name}」はあと{max}点まで返品できます',
      RETURN_ALREADY_OPEN: '「{name}」には処理中の返品リクエストがあります',
      RETURN_STATUS: 'この返品リクエストは「{status}」のため、この操作はできません',
      REFUND_NOTHING: '返金できる金額が残っていません',
      REFUND_NOT_PAID: '注文が未払いです。返金の前に支払いを記録してください',
      REFUND_NO_GATEWAY: 'この注文は返金に対応する決済ゲートウェイで支払われていません。手動で返金してください',
      REFUND_GATEWAY_FAILED: '決済ゲートウェイが返金を拒否しました: {message}',
    },
    fields: {
      'return.items': '返品する商品を選んでください',
      'return.item': 'この商品は注文に含まれていません',
      'return.reason': '理由を選んでください',
      'return.reference': '手動返金の参照番号を入力してください',
    },
  },
};

/** Messages of gift cards and loyalty (issue 15); vi/en here, fr/de/ja spread into i18n/errors/<lang>.ts. */
export const REWARD_ERRORS = {
  GIFT_CARD_INVALID: {
    vi: 'Mã thẻ quà tặng không hợp lệ hoặc đã bị khóa',
    en: 'This gift card code is not valid or the card is disabled',
  },
  GIFT_CARD_EMPTY: { vi: 'Thẻ quà tặng đã hết số dư', en: 'This gift card has no balance left' },
  GIFT_CARD_BUSY: {
    vi: 'Số dư thẻ quà tặng vừa thay đổi, vui lòng đặt hàng lại',
    en: 'The gift card balance has just changed, please place the order again',
  },
  GIFT_CARD_RATE_LIMITED: {
    vi: 'Bạn đã thử quá nhiều mã thẻ. Vui lòng thử lại sau {minutes} phút.',
    en: 'Too many gift card codes tried. Please try again in {minutes} minutes.',
  },
  GIFT_CARD_NOT_FOUND: { vi: 'Không tìm thấy thẻ quà tặng', en: 'Gift card not found' },
  GIFT_CARD_NOT_FOR_SALE: { vi: 'Cửa hàng chưa bán thẻ quà tặng', en: 'The shop does not sell gift cards' },
  LOYALTY_POINTS_SHORT: {
    vi: 'Bạn không đủ điểm (hiện có {balance} điểm)',
    en: 'Not enough points (you have {balance})',
  },
  LOYALTY_LOGIN_REQUIRED: { vi: 'Vui lòng đăng nhập để dùng điểm thưởng', en: 'Please sign in to use reward points' },
} as const satisfies Record<string, { vi: string; en: string }>;

export const REWARD_FIELD_MESSAGES = {
  'giftCard.code.required': { vi: 'Vui lòng nhập mã thẻ quà tặng', en: 'Please enter the gift card code' },
  'giftCard.code.invalid': { vi: 'Mã thẻ quà tặng không hợp lệ', en: 'This gift card code is not valid' },
  'giftCard.amount.invalid': {
    vi: 'Giá trị thẻ từ 50.000 ₫ đến 10.000.000 ₫',
    en: 'The amount must be between 50,000 ₫ and 10,000,000 ₫',
  },
  'giftCard.email.invalid': { vi: 'Email người nhận không hợp lệ', en: 'The recipient e-mail is not valid' },
  'giftCard.sendAt.invalid': {
    vi: 'Ngày gửi phải trong vòng 1 năm tới',
    en: 'The sending date must be within the next year',
  },
  'giftCard.payment.invalid': {
    vi: 'Thẻ quà tặng cần được thanh toán trước (chuyển khoản hoặc ví điện tử)',
    en: 'Gift cards are paid in advance (bank transfer or e-wallet)',
  },
  'loyalty.points.invalid': { vi: 'Số điểm phải là số nguyên dương', en: 'Points must be a positive whole number' },
  'loyalty.points.min': { vi: 'Cần dùng ít nhất {min} điểm', en: 'Use at least {min} points' },
  'loyalty.note.required': { vi: 'Vui lòng nhập lý do điều chỉnh', en: 'Please give a reason for the adjustment' },
} as const satisfies Record<string, { vi: string; en: string }>;

type Texts = {
  errors: Record<keyof typeof REWARD_ERRORS, string>;
  fields: Record<keyof typeof REWARD_FIELD_MESSAGES, string>;
};

export const REWARD_TEXTS: Record<'fr' | 'de' | 'ja', Texts> = {
  fr: {
    errors: {
      GIFT_CARD_INVALID: 'Ce code de carte cadeau n’est pas valide ou la carte est désactivée',
      GIFT_CARD_EMPTY: 'Cette carte cadeau n’a plus de solde',
      GIFT_CARD_BUSY: 'Le solde de la carte cadeau vient de changer, veuillez repasser la commande',
      GIFT_CARD_RATE_LIMITED: 'Trop de codes essayés. Réessayez dans {minutes} minutes.',
      GIFT_CARD_NOT_FOUND: 'Carte cadeau introuvable',
      GIFT_CARD_NOT_FOR_SALE: 'La boutique ne vend pas de cartes cadeaux',
      LOYALTY_POINTS_SHORT: 'Points insuffisants (vous en avez {balance})',
      LOYALTY_LOGIN_REQUIRED: 'Connectez-vous pour utiliser vos points',
    },
    fields: {
      'giftCard.code.required': 'Saisissez le code de la carte cadeau',
      'giftCard.code.invalid': 'Ce code de carte cadeau n’est pas valide',
      'giftCard.amount.invalid': 'Le montant doit être compris entre 50 000 ₫ et 10 000 000 ₫',
      'giftCard.email.invalid': 'L’e-mail du destinataire n’est pas valide',
      'giftCard.sendAt.invalid': 'La date d’envoi doit être dans l’année qui vient',
      'giftCard.payment.invalid': 'Les cartes cadeaux se paient d’avance (virement ou portefeuille)',
      'loyalty.points.invalid': 'Les points doivent être un nombre entier positif',
      'loyalty.points.min': 'Utilisez au moins {min} points',
      'loyalty.note.required': 'Indiquez le motif de l’ajustement',
    },
  },
  de: {
    errors: {
      GIFT_CARD_INVALID: 'Dieser Gutscheincode ist ungültig oder die Karte ist gesperrt',
      GIFT_CARD_EMPTY: 'Diese Geschenkkarte hat kein Guthaben mehr',
      GIFT_CARD_BUSY: 'Das Guthaben der Geschenkkarte hat sich gerade geändert, bitte erneut bestellen',
      GIFT_CARD_RATE_LIMITED: 'Zu viele Codes versucht. Bitte in {minutes} Minuten erneut versuchen.',
      GIFT_CARD_NOT_FOUND: 'Geschenkkarte nicht gefunden',
      GIFT_CARD_NOT_FOR_SALE: 'Der Shop verkauft keine Geschenkkarten',
      LOYALTY_POINTS_SHORT: 'Nicht genug Punkte (Sie haben {balance})',
      LOYALTY_LOGIN_REQUIRED: 'Bitte melden Sie sich an, um Punkte einzulösen',
    },
    fields: {
      'giftCard.code.required': 'Bitte den Code der Geschenkkarte eingeben',
      'giftCard.code.invalid': 'Dieser Geschenkkartencode ist ungültig',
      'giftCard.amount.invalid': 'Der Betrag muss zwischen 50.000 ₫ und 10.000.000 ₫ liegen',
      'giftCard.email.invalid': 'Die E-Mail des Empfängers ist ungültig',
      'giftCard.sendAt.invalid': 'Das Versanddatum muss innerhalb des nächsten Jahres liegen',
      'giftCard.payment.invalid': 'Geschenkkarten werden im Voraus bezahlt (Überweisung oder E-Wallet)',
      'loyalty.points.invalid': 'Punkte müssen eine positive ganze Zahl sein',
      'loyalty.points.min': 'Mindestens {min} Punkte einlösen',
      'loyalty.note.required': 'Bitte einen Grund für die Anpassung angeben',
    },
  },
  ja: {
    errors: {
      GIFT_CARD_INVALID: 'ギフトカードのコードが無効か、カードが停止されています',
      GIFT_CARD_EMPTY: 'このギフトカードに残高がありません',
      GIFT_CARD_BUSY: 'ギフトカードの残高が変わりました。もう一度注文してください',
      GIFT_CARD_RATE_LIMITED: '試行回数が多すぎます。{minutes}分後にもう一度お試しください。',
      GIFT_CARD_NOT_FOUND: 'ギフトカードが見つかりません',
      GIFT_CARD_NOT_FOR_SALE: 'ギフトカードは販売していません',
      LOYALTY_POINTS_SHORT: 'ポイントが足りません（保有 {balance} ポイント）',
      LOYALTY_LOGIN_REQUIRED: 'ポイントを使うにはログインしてください',
    },
    fields: {
      'giftCard.code.required': 'ギフトカードのコードを入力してください',
      'giftCard.code.invalid': 'ギフトカードのコードが無効です',
      'giftCard.amount.invalid': '金額は50.000 ₫から10.000.000 ₫の間で指定してください',
      'giftCard.email.invalid': '受取人のメールアドレスが無効です',
      'giftCard.sendAt.invalid': '送信日は1年以内にしてください',
      'giftCard.payment.invalid': 'ギフトカードは前払いです（銀行振込または電子ウォレット）',
      'loyalty.points.invalid': 'ポイントは正の整数で入力してください',
      'loyalty.points.min': '{min}ポイント以上で利用してください',
      'loyalty.note.required': '調整の理由を入力してください',
    },
  },
};

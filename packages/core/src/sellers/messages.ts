/** API messages of the seller area (issue 18, part A); vi/en here, fr/de/ja spread into i18n/errors/<lang>.ts. */
export const SELLER_ERRORS = {
  SELLER_NOT_FOUND: { vi: 'Không tìm thấy người bán', en: 'Seller not found' },
  SELLER_APPLICATION_EXISTS: {
    vi: 'Tài khoản này đã có hồ sơ người bán',
    en: 'This account already has a seller application',
  },
  SELLER_STAFF_ACCOUNT: {
    vi: 'Tài khoản nhân viên không thể đăng ký bán hàng',
    en: 'A staff account cannot apply to sell',
  },
  SELLER_PRODUCT_NOT_APPROVED: {
    vi: 'Sản phẩm chưa được Sen duyệt nên chưa thể đăng bán',
    en: 'This product is not approved by Sen yet and cannot be published',
  },
  SELLER_REVIEW_STATE: {
    vi: 'Không thể thực hiện thao tác này với trạng thái hiện tại',
    en: 'This action is not possible in the current state',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export const SELLER_FIELD_MESSAGES = {
  'seller.product.notApproved': {
    vi: 'Chờ Sen duyệt trước khi đăng bán',
    en: 'Wait for Sen’s approval before publishing',
  },
  'seller.place.unknown': { vi: 'Tỉnh/thành phố hoặc phường/xã không hợp lệ', en: 'Unknown province or ward' },
} as const satisfies Record<string, { vi: string; en: string }>;

type Texts = {
  errors: Record<keyof typeof SELLER_ERRORS, string>;
  fields: Record<keyof typeof SELLER_FIELD_MESSAGES, string>;
};

export const SELLER_TEXTS: Record<'fr' | 'de' | 'ja', Texts> = {
  fr: {
    errors: {
      SELLER_NOT_FOUND: 'Vendeur introuvable',
      SELLER_APPLICATION_EXISTS: 'Ce compte a déjà une demande de vendeur',
      SELLER_STAFF_ACCOUNT: 'Un compte du personnel ne peut pas devenir vendeur',
      SELLER_PRODUCT_NOT_APPROVED: 'Ce produit n’est pas encore approuvé par Sen et ne peut pas être publié',
      SELLER_REVIEW_STATE: 'Action impossible dans l’état actuel',
    },
    fields: {
      'seller.product.notApproved': 'Attendez l’approbation de Sen avant de publier',
      'seller.place.unknown': 'Province ou commune inconnue',
    },
  },
  de: {
    errors: {
      SELLER_NOT_FOUND: 'Verkäufer nicht gefunden',
      SELLER_APPLICATION_EXISTS: 'Dieses Konto hat bereits einen Verkäuferantrag',
      SELLER_STAFF_ACCOUNT: 'Ein Mitarbeiterkonto kann sich nicht als Verkäufer bewerben',
      SELLER_PRODUCT_NOT_APPROVED: 'Dieses Produkt ist noch nicht von Sen freigegeben und kann nicht veröffentlicht werden',
      SELLER_REVIEW_STATE: 'Im aktuellen Zustand nicht möglich',
    },
    fields: {
      'seller.product.notApproved': 'Warten Sie vor dem Veröffentlichen auf die Freigabe durch Sen',
      'seller.place.unknown': 'Unbekannte Provinz oder Gemeinde',
    },
  },
  ja: {
    errors: {
      SELLER_NOT_FOUND: 'セラーが見つかりません',
      SELLER_APPLICATION_EXISTS: 'このアカウントはすでにセラー申請があります',
      SELLER_STAFF_ACCOUNT: 'スタッフアカウントはセラー申請できません',
      SELLER_PRODUCT_NOT_APPROVED: 'この商品はまだ Sen の承認を受けていないため公開できません',
      SELLER_REVIEW_STATE: '現在の状態ではこの操作はできません',
    },
    fields: {
      'seller.product.notApproved': '公開する前に Sen の承認を待ってください',
      'seller.place.unknown': '省または坊・社が不明です',
    },
  },
};

/** API messages of stores and click-and-collect (issue 18); vi/en here, fr/de/ja spread into i18n/errors/<lang>.ts. */
export const STORE_ERRORS = {
  STORE_NOT_FOUND: { vi: 'Không tìm thấy cửa hàng', en: 'Store not found' },
  STORE_STOCK_SHORT: {
    vi: 'Không đủ hàng để chuyển: chỉ còn {available}',
    en: 'Not enough stock to move: only {available} left',
  },
  STORE_HAS_ORDERS: {
    vi: 'Cửa hàng còn giữ hàng hoặc đơn nhận tại cửa hàng, không thể xóa; hãy tắt cửa hàng',
    en: 'The store still holds stock or pickup orders and cannot be deleted; deactivate it instead',
  },
  PICKUP_NOT_PICKUP_ORDER: { vi: 'Đơn hàng này không nhận tại cửa hàng', en: 'This order is not collected at a store' },
  PICKUP_CODE_WRONG: { vi: 'Mã nhận hàng không đúng', en: 'The pickup code is wrong' },
  PICKUP_WAIT_CHANGED: {
    vi: 'Hàng tại cửa hàng này vừa thay đổi: giờ cần chờ {days} ngày. Vui lòng chọn lại cửa hàng.',
    en: 'Stock at this store just changed: the wait is now {days} days. Please choose the store again.',
  },
  PICKUP_USE_DESK: {
    vi: 'Đơn nhận tại cửa hàng: hãy dùng "Báo sẵn sàng" và giao hàng bằng mã nhận hàng',
    en: 'A click-and-collect order: use "Mark ready" and hand it over with the pickup code',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export const STORE_FIELD_MESSAGES = {
  'store.pickup.required': { vi: 'Vui lòng chọn cửa hàng nhận hàng', en: 'Please choose the store to collect from' },
  'store.pickup.unknown': {
    vi: 'Cửa hàng này không nhận đơn lấy tại cửa hàng',
    en: 'This store does not offer collection',
  },
  'store.pickup.short': {
    vi: 'Cửa hàng {store} chỉ còn {available} "{name}"',
    en: '{store} has only {available} of "{name}"',
  },
  'store.place.unknown': { vi: 'Tỉnh/thành phố hoặc phường/xã không hợp lệ', en: 'Unknown province or ward' },
  'store.transfer.product': { vi: 'Không tìm thấy sản phẩm hoặc phiên bản này', en: 'No such product or variant' },
  'store.pickup.codeWrong': { vi: 'Mã nhận hàng không đúng', en: 'The pickup code is wrong' },
  'store.pickup.waitChanged': {
    vi: 'Hàng tại cửa hàng này vừa thay đổi: giờ cần chờ {days} ngày. Vui lòng chọn lại cửa hàng.',
    en: 'Stock at this store just changed: the wait is now {days} days. Please choose the store again.',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

type Texts = {
  errors: Record<keyof typeof STORE_ERRORS, string>;
  fields: Record<keyof typeof STORE_FIELD_MESSAGES, string>;
};

export const STORE_TEXTS: Record<'fr' | 'de' | 'ja', Texts> = {
  fr: {
    errors: {
      STORE_NOT_FOUND: 'Magasin introuvable',
      STORE_STOCK_SHORT: 'Stock insuffisant pour ce transfert : il en reste {available}',
      STORE_HAS_ORDERS: 'Le magasin détient encore du stock ou des retraits et ne peut pas être supprimé ; désactivez-le',
      PICKUP_NOT_PICKUP_ORDER: 'Cette commande n’est pas retirée en magasin',
      PICKUP_CODE_WRONG: 'Le code de retrait est incorrect',
      PICKUP_WAIT_CHANGED:
        'Le stock de ce magasin vient de changer : le délai est maintenant de {days} jours. Choisissez à nouveau le magasin.',
      PICKUP_USE_DESK: 'Commande à retirer : utilisez « Marquer prête » et remettez-la avec le code de retrait',
    },
    fields: {
      'store.pickup.required': 'Choisissez le magasin de retrait',
      'store.pickup.unknown': 'Ce magasin ne propose pas le retrait',
      'store.pickup.short': '{store} n’a plus que {available} « {name} »',
      'store.place.unknown': 'Province ou commune inconnue',
      'store.transfer.product': 'Produit ou variante introuvable',
      'store.pickup.codeWrong': 'Le code de retrait est incorrect',
      'store.pickup.waitChanged':
        'Le stock de ce magasin vient de changer : le délai est maintenant de {days} jours. Choisissez à nouveau le magasin.',
    },
  },
  de: {
    errors: {
      STORE_NOT_FOUND: 'Geschäft nicht gefunden',
      STORE_STOCK_SHORT: 'Nicht genug Bestand zum Umlagern: nur noch {available}',
      STORE_HAS_ORDERS:
        'Das Geschäft hat noch Bestand oder Abholbestellungen und kann nicht gelöscht werden; deaktivieren Sie es',
      PICKUP_NOT_PICKUP_ORDER: 'Diese Bestellung wird nicht im Geschäft abgeholt',
      PICKUP_CODE_WRONG: 'Der Abholcode ist falsch',
      PICKUP_WAIT_CHANGED:
        'Der Bestand dieses Geschäfts hat sich gerade geändert: Die Wartezeit beträgt jetzt {days} Tage. Bitte wählen Sie das Geschäft erneut.',
      PICKUP_USE_DESK: 'Abholbestellung: „Als bereit markieren“ nutzen und mit dem Abholcode aushändigen',
    },
    fields: {
      'store.pickup.required': 'Bitte wählen Sie das Abholgeschäft',
      'store.pickup.unknown': 'Dieses Geschäft bietet keine Abholung an',
      'store.pickup.short': '{store} hat nur noch {available} × „{name}“',
      'store.place.unknown': 'Unbekannte Provinz oder Gemeinde',
      'store.transfer.product': 'Produkt oder Variante nicht gefunden',
      'store.pickup.codeWrong': 'Der Abholcode ist falsch',
      'store.pickup.waitChanged':
        'Der Bestand dieses Geschäfts hat sich gerade geändert: Die Wartezeit beträgt jetzt {days} Tage. Bitte wählen Sie das Geschäft erneut.',
    },
  },
  ja: {
    errors: {
      STORE_NOT_FOUND: '店舗が見つかりません',
      STORE_STOCK_SHORT: '移動する在庫が足りません（残り {available}）',
      STORE_HAS_ORDERS: 'この店舗には在庫または店舗受け取りの注文があるため削除できません。無効にしてください',
      PICKUP_NOT_PICKUP_ORDER: 'この注文は店舗受け取りではありません',
      PICKUP_CODE_WRONG: '受け取りコードが正しくありません',
      PICKUP_WAIT_CHANGED: 'この店舗の在庫が変わりました。現在のお待ちいただく日数は {days} 日です。店舗を選び直してください。',
      PICKUP_USE_DESK: '店舗受け取りの注文です。「準備完了にする」を使い、受け取りコードで引き渡してください',
    },
    fields: {
      'store.pickup.required': '受け取り店舗を選んでください',
      'store.pickup.unknown': 'この店舗では受け取りができません',
      'store.pickup.short': '{store} の「{name}」の在庫は {available} です',
      'store.place.unknown': '省・市または坊・社が正しくありません',
      'store.transfer.product': '商品またはバリエーションが見つかりません',
      'store.pickup.codeWrong': '受け取りコードが正しくありません',
      'store.pickup.waitChanged':
        'この店舗の在庫が変わりました。現在のお待ちいただく日数は {days} 日です。店舗を選び直してください。',
    },
  },
};

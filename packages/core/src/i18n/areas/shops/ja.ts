import type { ShopsKey } from './vi';

export const ja: Record<ShopsKey, string> = {
  'shops.soldBy': '販売元',
  'shops.shopBy': 'ショップ',
  'shops.products': 'このショップの商品',
  'shops.productCount': '{n} 商品',
  'shops.rating': '{rating}/5（{n} 件のレビュー）',
  'shops.noRating': 'レビューはまだありません',
  'shops.since': '{date} から Sen で販売',
  'shops.empty': 'このショップには販売中の商品がまだありません。',
  'shops.previous': '前のページ',
  'shops.next': '次のページ',
  'shops.page': '{page}/{pages} ページ',
  'shops.filter': '販売元',
  'shops.applyCta': 'Sen で販売する',
};

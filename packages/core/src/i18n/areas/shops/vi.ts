/** Storefront texts of the sellers' shop pages and "sold by" (issue 18), loaded by those pages only (decision 0200). vi is the reference. */
export const vi = {
  'shops.soldBy': 'Bán bởi',
  'shops.shopBy': 'Gian hàng',
  'shops.products': 'Sản phẩm của gian hàng',
  'shops.productCount': '{n} sản phẩm',
  'shops.rating': '{rating}/5 ({n} đánh giá)',
  'shops.noRating': 'Chưa có đánh giá',
  'shops.since': 'Bán trên Sen từ {date}',
  'shops.empty': 'Gian hàng chưa có sản phẩm nào đang bán.',
  'shops.previous': 'Trang trước',
  'shops.next': 'Trang sau',
  'shops.page': 'Trang {page}/{pages}',
  'shops.filter': 'Người bán',
  'shops.applyCta': 'Bán hàng cùng Sen',
};
export type ShopsKey = keyof typeof vi;

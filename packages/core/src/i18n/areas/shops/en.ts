import type { ShopsKey } from './vi';

export const en: Record<ShopsKey, string> = {
  'shops.soldBy': 'Sold by',
  'shops.shopBy': 'Shop',
  'shops.products': 'Products of this shop',
  'shops.productCount': '{n} products',
  'shops.rating': '{rating}/5 ({n} reviews)',
  'shops.noRating': 'No reviews yet',
  'shops.since': 'Selling on Sen since {date}',
  'shops.empty': 'This shop has no product on sale yet.',
  'shops.previous': 'Previous page',
  'shops.next': 'Next page',
  'shops.page': 'Page {page} of {pages}',
  'shops.filter': 'Seller',
  'shops.applyCta': 'Sell on Sen',
};

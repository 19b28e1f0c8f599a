import type { ShopsKey } from './vi';

export const de: Record<ShopsKey, string> = {
  'shops.soldBy': 'Verkauft von',
  'shops.shopBy': 'Shop',
  'shops.products': 'Produkte dieses Shops',
  'shops.productCount': '{n} Produkte',
  'shops.rating': '{rating}/5 ({n} Bewertungen)',
  'shops.noRating': 'Noch keine Bewertungen',
  'shops.since': 'Verkauft auf Sen seit {date}',
  'shops.empty': 'Dieser Shop hat noch kein Produkt im Verkauf.',
  'shops.previous': 'Vorherige Seite',
  'shops.next': 'Nächste Seite',
  'shops.page': 'Seite {page} von {pages}',
  'shops.filter': 'Verkäufer',
  'shops.applyCta': 'Auf Sen verkaufen',
};

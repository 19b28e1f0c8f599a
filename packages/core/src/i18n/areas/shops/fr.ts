import type { ShopsKey } from './vi';

export const fr: Record<ShopsKey, string> = {
  'shops.soldBy': 'Vendu par',
  'shops.shopBy': 'Boutique',
  'shops.products': 'Produits de cette boutique',
  'shops.productCount': '{n} produits',
  'shops.rating': '{rating}/5 ({n} avis)',
  'shops.noRating': 'Pas encore d’avis',
  'shops.since': 'Vend sur Sen depuis le {date}',
  'shops.empty': 'Cette boutique n’a encore aucun produit en vente.',
  'shops.previous': 'Page précédente',
  'shops.next': 'Page suivante',
  'shops.page': 'Page {page} sur {pages}',
  'shops.filter': 'Vendeur',
  'shops.applyCta': 'Vendre sur Sen',
};

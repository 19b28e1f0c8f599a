import type { Key } from './vi';

export const fr: Record<Key, string> = {
  'address.legacy.open': 'Vous connaissez l’ancienne adresse (avant juillet 2025) ? Recherchez par l’ancienne adresse',
  'address.legacy.title': 'Rechercher par l’ancienne adresse',
  'address.legacy.label': 'Ancienne adresse : quartier, district, province',
  'address.legacy.placeholder': 'Ex. : Ben Nghe, District 1, Ho Chi Minh',
  'address.legacy.hint':
    'Les accents sont facultatifs. Choisissez un résultat pour remplir la nouvelle province et le nouveau quartier.',
  'address.legacy.results': 'Anciennes adresses correspondantes',
  'address.legacy.becomes': 'Aujourd’hui {ward}, {province}',
  'address.legacy.searching': 'Recherche...',
  'address.legacy.none': 'Aucune ancienne adresse correspondante',
  'address.legacy.failed': 'Impossible de charger les résultats, veuillez réessayer',
  'address.legacy.picked': 'Ancienne adresse : {old}',
  'address.legacy.change': 'Modifier',
  'address.legacy.close': 'Fermer',
  'address.legacy.order': 'Ancienne adresse (avant juillet 2025)',
};

import type { Key } from './vi';

export const de: Record<Key, string> = {
  'address.legacy.open': 'Sie kennen die alte Adresse (vor Juli 2025)? Nach der alten Adresse suchen',
  'address.legacy.title': 'Nach der alten Adresse suchen',
  'address.legacy.label': 'Alte Adresse: Stadtteil, Bezirk, Provinz',
  'address.legacy.placeholder': 'Z. B. Ben Nghe, Bezirk 1, Ho Chi Minh',
  'address.legacy.hint':
    'Akzente sind nicht nötig. Wählen Sie ein Ergebnis, um die neue Provinz und den neuen Stadtteil einzutragen.',
  'address.legacy.results': 'Passende alte Adressen',
  'address.legacy.becomes': 'Heute {ward}, {province}',
  'address.legacy.searching': 'Suche läuft...',
  'address.legacy.none': 'Keine passende alte Adresse',
  'address.legacy.failed': 'Die Ergebnisse konnten nicht geladen werden, bitte versuchen Sie es erneut',
  'address.legacy.picked': 'Alte Adresse: {old}',
  'address.legacy.change': 'Ändern',
  'address.legacy.close': 'Schließen',
  'address.legacy.order': 'Alte Adresse (vor Juli 2025)',
};

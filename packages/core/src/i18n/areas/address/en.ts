import type { Key } from './vi';

export const en: Record<Key, string> = {
  'address.legacy.open': 'Know the old address (before July 2025)? Search by the old address',
  'address.legacy.title': 'Search by the old address',
  'address.legacy.label': 'Old address: ward, district, province',
  'address.legacy.placeholder': 'E.g. Ben Nghe, District 1, Ho Chi Minh',
  'address.legacy.hint': 'Accents are optional. Pick a result to fill in the new province and ward.',
  'address.legacy.results': 'Matching old addresses',
  'address.legacy.becomes': 'Now {ward}, {province}',
  'address.legacy.searching': 'Searching...',
  'address.legacy.none': 'No matching old address',
  'address.legacy.failed': 'The results could not be loaded, please try again',
  'address.legacy.picked': 'Old address: {old}',
  'address.legacy.change': 'Change',
  'address.legacy.close': 'Close',
  'address.legacy.order': 'Old address (before July 2025)',
};

import type { Key } from './vi';

export const en: Record<Key, string> = {
  'adminCatImport.copySuffix': 'copy',
  'adminCatImport.csvOmitted': '… and {count} more valid rows (not listed)',
};

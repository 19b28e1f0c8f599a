import type { Key } from './vi';

export const fr: Record<Key, string> = {
  'adminCatImport.copySuffix': 'copie',
  'adminCatImport.csvOmitted': '… et {count} autres lignes valides (non listées)',
};

import type { Key } from './vi';

export const de: Record<Key, string> = {
  'adminCatImport.copySuffix': 'Kopie',
  'adminCatImport.csvOmitted': '… und {count} weitere gültige Zeilen (nicht aufgeführt)',
};

import type { Key } from './vi';

export const ja: Record<Key, string> = {
  'adminCatImport.copySuffix': 'コピー',
  'adminCatImport.csvOmitted': '…ほか有効な行 {count} 件（一覧には表示されません）',
};

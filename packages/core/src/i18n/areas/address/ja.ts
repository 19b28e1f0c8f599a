import type { Key } from './vi';

export const ja: Record<Key, string> = {
  'address.legacy.open': '旧住所（2025 年 7 月以前）をご存じですか？旧住所で検索',
  'address.legacy.title': '旧住所で検索',
  'address.legacy.label': '旧住所：坊・社、郡・県、省・市',
  'address.legacy.placeholder': '例: Ben Nghe, Quan 1, Ho Chi Minh',
  'address.legacy.hint': 'アクセント記号なしでも検索できます。結果を選ぶと新しい省・市と坊・社が入力されます。',
  'address.legacy.results': '該当する旧住所',
  'address.legacy.becomes': '現在は {province} {ward}',
  'address.legacy.searching': '検索中...',
  'address.legacy.none': '該当する旧住所はありません',
  'address.legacy.failed': '結果を読み込めませんでした。もう一度お試しください',
  'address.legacy.picked': '旧住所: {old}',
  'address.legacy.change': '変更',
  'address.legacy.close': '閉じる',
  'address.legacy.order': '旧住所（2025 年 7 月以前）',
};

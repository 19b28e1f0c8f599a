/**
 * UI texts of the old-address finder (addresses written the pre-July-2025 way) and of the old
 * form printed on an order. Loaded with the finder (a lazy area, like reviews).
 */
export const vi = {
  'address.legacy.open': 'Quen địa chỉ cũ (trước 7/2025)? Tìm theo địa chỉ cũ',
  'address.legacy.title': 'Tìm theo địa chỉ cũ',
  'address.legacy.label': 'Địa chỉ cũ: phường/xã, quận/huyện, tỉnh/thành',
  'address.legacy.placeholder': 'VD: Bến Nghé, Quận 1, Hồ Chí Minh',
  'address.legacy.hint': 'Gõ không dấu cũng được. Chọn một kết quả để điền tỉnh/thành và phường/xã mới.',
  'address.legacy.results': 'Địa chỉ cũ phù hợp',
  'address.legacy.becomes': 'Nay là {ward}, {province}',
  'address.legacy.searching': 'Đang tìm...',
  'address.legacy.none': 'Không tìm thấy địa chỉ cũ phù hợp',
  'address.legacy.failed': 'Không tải được kết quả, vui lòng thử lại',
  'address.legacy.picked': 'Địa chỉ cũ: {old}',
  'address.legacy.change': 'Đổi',
  'address.legacy.close': 'Đóng',
  'address.legacy.order': 'Địa chỉ cũ (trước 7/2025)',
};

export type Key = keyof typeof vi;

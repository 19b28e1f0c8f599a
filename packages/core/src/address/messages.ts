/** Field messages of the old-address search and the order's old address (vi and en; fr/de/ja in ../i18n/errors). */
export const ADDRESS_FIELD_MESSAGES = {
  'address.legacy.query': {
    vi: 'Nhập ít nhất 2 ký tự của địa chỉ cũ',
    en: 'Type at least 2 characters of the old address',
  },
  'address.legacy.unknown': {
    vi: 'Địa chỉ cũ này không có trong bảng chuyển đổi',
    en: 'This old address is not in the conversion table',
  },
  'address.legacy.mismatch': {
    vi: 'Địa chỉ cũ không khớp với phường/xã đã chọn',
    en: 'The old address does not match the chosen ward',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

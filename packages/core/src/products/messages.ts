/** Error and field messages of the product listing, search and content pages (vi and en). */
export const PRODUCT_ERRORS = {
  PRODUCT_ID_MISSING: { vi: 'Không tìm thấy mã sản phẩm', en: 'No product id was given' },
  PRODUCT_LOAD_FAILED: { vi: 'Đã xảy ra lỗi khi tải thông tin sản phẩm', en: 'An error occurred while loading the product' },
  BLOG_POST_NOT_FOUND: { vi: 'Không tìm thấy bài viết', en: 'Article not found' },
  BLOG_CATEGORY_NOT_FOUND: { vi: 'Không tìm thấy chuyên mục', en: 'Blog category not found' },
  SEARCH_FAILED: { vi: 'Có lỗi xảy ra', en: 'Something went wrong' },
} as const satisfies Record<string, { vi: string; en: string }>;

export const PRODUCT_FIELD_MESSAGES = {
  slug_invalid: {
    vi: 'Chỉ gồm chữ thường không dấu, số và dấu gạch ngang',
    en: 'Only lower-case letters, digits and hyphens',
  },
  too_many_values: { vi: 'Chọn quá nhiều giá trị', en: 'Too many values' },
  price_invalid: { vi: 'Giá phải là số nguyên không âm (VND)', en: 'A price is a whole, non-negative number of VND' },
  rating_invalid: { vi: 'Đánh giá phải là số nguyên từ 1 đến 5', en: 'Rating must be a whole number from 1 to 5' },
  flag_invalid: { vi: 'Giá trị phải là true hoặc false', en: 'Must be true or false' },
  search_query_required: { vi: 'Vui lòng nhập từ khóa tìm kiếm', en: 'Please enter a search term' },
  contact_name_required: { vi: 'Vui lòng nhập họ tên', en: 'Please enter your name' },
  contact_name_too_long: { vi: 'Họ tên tối đa 100 ký tự', en: 'Name must be at most 100 characters' },
  contact_email_required: { vi: 'Vui lòng nhập email', en: 'Please enter your email' },
  contact_phone_invalid: { vi: 'Số điện thoại không hợp lệ (10-11 số)', en: 'Invalid phone number (10–11 digits)' },
  contact_subject_required: { vi: 'Vui lòng nhập chủ đề', en: 'Please enter a subject' },
  contact_subject_too_long: { vi: 'Chủ đề tối đa 200 ký tự', en: 'Subject must be at most 200 characters' },
  contact_message_required: { vi: 'Vui lòng nhập nội dung tin nhắn', en: 'Please enter your message' },
  contact_message_too_short: { vi: 'Nội dung cần ít nhất 10 ký tự', en: 'Message must be at least 10 characters' },
  contact_message_too_long: { vi: 'Nội dung tối đa 5000 ký tự', en: 'Message must be at most 5000 characters' },
} as const satisfies Record<string, { vi: string; en: string }>;

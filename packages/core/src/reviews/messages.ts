/** Error and field messages of product reviews (vi and en); merged into the catalogues by ../errors.ts. */
export const REVIEW_ERRORS = {
  REVIEW_NOT_FOUND: { vi: 'Không tìm thấy đánh giá', en: 'Review not found' },
  REVIEW_EXISTS: {
    vi: 'Bạn đã đánh giá sản phẩm này rồi. Mỗi tài khoản chỉ được đánh giá một sản phẩm một lần.',
    en: 'You have already reviewed this product. Each account can review a product once.',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export const REVIEW_FIELD_MESSAGES = {
  review_rating_required: { vi: 'Vui lòng chọn số sao', en: 'Please choose a star rating' },
  review_rating_invalid: { vi: 'Số sao phải là số nguyên từ 1 đến 5', en: 'The rating must be a whole number from 1 to 5' },
  review_title_too_long: { vi: 'Tiêu đề tối đa 120 ký tự', en: 'The title must be at most 120 characters' },
  review_body_required: { vi: 'Vui lòng nhập nội dung đánh giá', en: 'Please write your review' },
  review_body_too_short: {
    vi: 'Nội dung đánh giá cần ít nhất 10 ký tự',
    en: 'The review must be at least 10 characters',
  },
  review_body_too_long: { vi: 'Nội dung đánh giá tối đa 2000 ký tự', en: 'The review must be at most 2000 characters' },
  review_no_html: {
    vi: 'Vui lòng chỉ nhập văn bản thường, không dùng thẻ HTML',
    en: 'Please write plain text, without HTML tags',
  },
  review_reply_required: { vi: 'Vui lòng nhập nội dung trả lời', en: 'Please write the reply' },
  review_reply_too_long: { vi: 'Nội dung trả lời tối đa 2000 ký tự', en: 'The reply must be at most 2000 characters' },
  review_status_invalid: { vi: 'Trạng thái phải là published hoặc hidden', en: 'Status must be published or hidden' },
} as const satisfies Record<string, { vi: string; en: string }>;

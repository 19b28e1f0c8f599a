/** Error and field messages of courses, enrolment and learning (vi and en). */
export const COURSE_ERRORS = {
  COURSE_NOT_FOUND: { vi: 'Không tìm thấy khóa học', en: 'Course not found' },
  COURSE_CATEGORY_NOT_FOUND: { vi: 'Không tìm thấy danh mục khóa học', en: 'Course category not found' },
  COURSE_LESSON_NOT_FOUND: { vi: 'Không tìm thấy bài học trong khóa học này', en: 'This lesson is not part of the course' },
  COURSE_ACCOUNT_NOT_FOUND: { vi: 'Không tìm thấy tài khoản {account}', en: 'No account named {account}' },
  COURSE_ACCOUNT_FORBIDDEN: {
    vi: 'Bạn chỉ có thể ghi danh hoặc hủy ghi danh cho chính tài khoản của mình',
    en: 'You can only enrol or cancel an enrolment for your own account',
  },
  COURSE_ALREADY_ENROLLED: {
    vi: 'Tài khoản {account} đã ghi danh khóa học này rồi',
    en: 'The account {account} is already enrolled in this course',
  },
  COURSE_NOT_ENROLLED: {
    vi: 'Tài khoản {account} chưa ghi danh khóa học này',
    en: 'The account {account} is not enrolled in this course',
  },
  COURSE_NOT_FREE: {
    vi: 'Khóa học “{course}” có phí: vui lòng thêm vào giỏ hàng và thanh toán để ghi danh',
    en: '“{course}” is a paid course: add it to your cart and check out to enrol',
  },
  COURSE_PURCHASED_CANCEL: {
    vi: 'Khóa học đã mua không thể tự hủy ghi danh. Vui lòng liên hệ bộ phận hỗ trợ để được hoàn tiền.',
    en: 'A purchased course cannot be cancelled here. Please contact support for a refund.',
  },
  COURSE_ENROLLMENT_REQUIRED: {
    vi: 'Vui lòng ghi danh khóa học để học bài này',
    en: 'Please enrol in the course to take this lesson',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export const COURSE_FIELD_MESSAGES = {
  'courses.code.required': { vi: 'Vui lòng nhập mã khóa học', en: 'Please enter the course code' },
  'courses.account.required': { vi: 'Vui lòng nhập tài khoản', en: 'Please enter the account' },
  'courses.category.required': { vi: 'Vui lòng nhập mã danh mục', en: 'Please enter the category code' },
  'courses.lesson.required': { vi: 'Vui lòng chọn bài học', en: 'Please choose a lesson' },
  'courses.page.invalid': { vi: 'Số trang phải là số nguyên từ 1', en: 'The page must be a whole number from 1' },
  'courses.pageSize.invalid': {
    vi: 'Số mục mỗi trang phải là số nguyên từ 1 đến 100',
    en: 'The page size must be a whole number from 1 to 100',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

/** Success texts of the compatible enrol and cancel calls, which answered a bare string. */
export const COURSE_SUCCESS_MESSAGES = {
  enrolled: { vi: 'Ghi danh thành công!', en: 'Enrolled successfully!' },
  cancelled: { vi: 'Hủy ghi danh thành công!', en: 'Enrolment cancelled.' },
} as const satisfies Record<string, { vi: string; en: string }>;

export function courseSuccessMessage(key: keyof typeof COURSE_SUCCESS_MESSAGES, lang: string): string {
  const entry = COURSE_SUCCESS_MESSAGES[key];
  return lang === 'vi' ? entry.vi : entry.en;
}

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
  ELEARNING_UNAUTHORIZED: {
    vi: 'Bạn chưa đăng nhập hoặc phiên đăng nhập đã hết hạn',
    en: 'You are not signed in or your session has expired',
  },
  COURSE_PENDING: {
    vi: 'Tài khoản {account} đã đăng ký khóa học này và đang chờ xét duyệt',
    en: 'The account {account} has already asked to join this course; the request is waiting for approval',
  },
  COURSE_CODE_EXISTS: { vi: 'Mã khóa học {code} đã tồn tại', en: 'The course code {code} is already taken' },
  COURSE_HAS_STUDENTS: {
    vi: 'Khóa học đã có học viên ghi danh, không thể xóa',
    en: 'Students are enrolled in this course, so it cannot be deleted',
  },
  USER_HAS_COURSES: {
    vi: 'Người dùng đã được ghi danh khóa học, không thể xóa',
    en: 'This user is enrolled in courses and cannot be deleted',
  },
  USER_DELETE_SELF: { vi: 'Bạn không thể xóa chính tài khoản của mình', en: 'You cannot delete your own account' },
  COURSE_NO_VIDEO: { vi: 'Bài học này không có video tải lên', en: 'This lesson has no uploaded video' },
  COURSE_ATTACHMENT_NOT_FOUND: { vi: 'Không tìm thấy tệp đính kèm', en: 'Attachment not found' },
  COURSE_REQUEST_NOT_FOUND: {
    vi: 'Không có yêu cầu ghi danh nào đang chờ xét duyệt cho tài khoản này',
    en: 'This account has no request waiting for approval',
  },
  COURSE_ORDER_MISMATCH: {
    vi: 'Thứ tự mới phải chứa đúng mọi bài học của khóa, mỗi bài một lần. Vui lòng tải lại trang.',
    en: 'The new order must list every lesson of the course exactly once. Please reload the page.',
  },
  COURSE_RANGE_INVALID: { vi: 'Khoảng byte yêu cầu không hợp lệ', en: 'The requested byte range cannot be served' },
} as const satisfies Record<string, { vi: string; en: string }>;

export const COURSE_FIELD_MESSAGES = {
  'courses.video.type': { vi: 'Chỉ nhận tệp video MP4 hoặc WebM', en: 'Only MP4 or WebM video files are accepted' },
  'courses.video.size': { vi: 'Video tối đa {max} MB', en: 'The video may be at most {max} MB' },
  'courses.video.required': { vi: 'Vui lòng chọn tệp video', en: 'Please choose a video file' },
  'courses.videoUrl.invalid': { vi: 'Chỉ nhận liên kết YouTube hoặc Vimeo', en: 'Only YouTube or Vimeo links are accepted' },
  'courses.attachment.size': { vi: 'Tệp đính kèm tối đa {max} MB', en: 'An attachment may be at most {max} MB' },
  'courses.attachment.required': { vi: 'Vui lòng chọn tệp đính kèm', en: 'Please choose a file to attach' },
  'courses.lesson.title': { vi: 'Vui lòng nhập tên bài học', en: 'Please enter the lesson title' },
  'courses.section.title': { vi: 'Vui lòng nhập tên chương', en: 'Please enter the section title' },
  'courses.email.invalid': { vi: 'Vui lòng nhập địa chỉ e-mail hợp lệ', en: 'Please enter a valid e-mail address' },
  'courses.code.required': { vi: 'Vui lòng nhập mã khóa học', en: 'Please enter the course code' },
  'courses.code.format': {
    vi: 'Mã khóa học chỉ gồm chữ không dấu, số và các ký tự . _ -',
    en: 'The course code may hold only letters without accents, digits and . _ -',
  },
  'courses.title.required': { vi: 'Vui lòng nhập tên khóa học', en: 'Please enter the course name' },
  'courses.price.invalid': { vi: 'Giá phải là số không âm', en: 'The price must be a number of at least 0' },
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
  requested: {
    vi: 'Đăng ký thành công, khóa học đang chờ xét duyệt!',
    en: 'Request sent: the enrolment is waiting for approval.',
  },
  userDeleted: { vi: 'Xóa người dùng thành công!', en: 'User deleted.' },
  courseDeleted: { vi: 'Xóa khóa học thành công!', en: 'Course deleted.' },
} as const satisfies Record<string, { vi: string; en: string }>;

export function courseSuccessMessage(key: keyof typeof COURSE_SUCCESS_MESSAGES, lang: string): string {
  const entry = COURSE_SUCCESS_MESSAGES[key];
  return lang === 'vi' ? entry.vi : entry.en;
}

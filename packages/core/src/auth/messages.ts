/** Error and field messages of accounts and access (vi and en). Texts in quotes come from the spec's catalogue. */
export const AUTH_ERRORS = {
  INVALID_CREDENTIALS: { vi: 'Tên đăng nhập hoặc mật khẩu không đúng', en: 'Incorrect username or password' },
  ACCOUNT_LOCKED: {
    vi: 'Tài khoản của bạn đã bị khóa. Vui lòng liên hệ bộ phận hỗ trợ.',
    en: 'Your account has been locked. Please contact support.',
  },
  ACCOUNT_DISABLED: {
    vi: 'Tài khoản của bạn đã bị vô hiệu hóa',
    en: 'Your account has been disabled',
  },
  TOO_MANY_ATTEMPTS: {
    vi: 'Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
    en: 'Too many login attempts. Please try again in {minutes} minutes.',
  },
  USERNAME_EXISTS: { vi: 'Tên người dùng đã tồn tại', en: 'This username already exists' },
  EMAIL_IN_USE: { vi: 'Email này đã được sử dụng', en: 'This email is already in use' },
  FORGOT_PASSWORD_TOO_MANY: {
    vi: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau.',
    en: 'Too many requests. Please try again later.',
  },
  RESET_TOKEN_EXPIRED: {
    vi: 'Liên kết đặt lại mật khẩu đã hết hạn. Vui lòng yêu cầu liên kết mới.',
    en: 'This password reset link has expired. Please request a new one.',
  },
  RESET_TOKEN_INVALID: {
    vi: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã được sử dụng',
    en: 'This password reset link is invalid or has already been used',
  },
  VERIFY_TOKEN_EXPIRED: {
    vi: 'Liên kết xác minh email đã hết hạn. Vui lòng yêu cầu gửi lại.',
    en: 'This verification link has expired. Please request a new one.',
  },
  VERIFY_TOKEN_INVALID: { vi: 'Liên kết xác minh email không hợp lệ', en: 'This verification link is invalid' },
  EMAIL_ALREADY_VERIFIED: { vi: 'Email đã được xác minh trước đó', en: 'This email has already been verified' },
  INCORRECT_CURRENT_PASSWORD: { vi: 'Mật khẩu hiện tại không đúng', en: 'The current password is incorrect' },
  SESSION_EXPIRED: {
    vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    en: 'Your session has expired, please log in again',
  },
  ADDRESS_NOT_FOUND: { vi: 'Không tìm thấy địa chỉ', en: 'Address not found' },
  ADDRESS_LIMIT: { vi: 'Bạn chỉ có thể lưu tối đa {max} địa chỉ', en: 'You can save at most {max} addresses' },
  NOTIFICATION_NOT_FOUND: { vi: 'Không tìm thấy thông báo', en: 'Notification not found' },
  USER_NOT_FOUND: { vi: 'Không tìm thấy người dùng', en: 'User not found' },
  CANNOT_MODIFY_SELF: {
    vi: 'Bạn không thể thay đổi vai trò hoặc trạng thái của chính mình',
    en: 'You cannot change your own role or status',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export const AUTH_FIELD_MESSAGES = {
  'auth.username.required': { vi: 'Vui lòng nhập tên người dùng', en: 'Please enter your username' },
  'auth.username.format': {
    vi: 'Tên người dùng gồm 3-30 ký tự: chữ không dấu, số, dấu chấm, gạch dưới hoặc gạch ngang',
    en: 'A username has 3-30 characters: letters, digits, dots, underscores or hyphens',
  },
  'auth.password.required': { vi: 'Vui lòng nhập mật khẩu', en: 'Please enter your password' },
  'auth.password.min': { vi: 'Mật khẩu phải có ít nhất 6 ký tự', en: 'Password must be at least 6 characters' },
  'auth.password.max': { vi: 'Mật khẩu tối đa 128 ký tự', en: 'Password must be at most 128 characters' },
  'auth.password.mismatch': { vi: 'Mật khẩu xác nhận không khớp', en: 'Passwords do not match' },
  'auth.currentPassword.required': { vi: 'Vui lòng nhập mật khẩu hiện tại', en: 'Please enter your current password' },
  'auth.name.required': { vi: 'Vui lòng nhập họ tên', en: 'Please enter your name' },
  'auth.email.required': { vi: 'Vui lòng nhập email', en: 'Please enter your email' },
  'auth.terms.required': {
    vi: 'Bạn cần đồng ý với điều khoản sử dụng',
    en: 'You must accept the terms and conditions',
  },
  'auth.token.required': { vi: 'Thiếu mã xác nhận', en: 'The token is missing' },
  'auth.phone.invalid': { vi: 'Số điện thoại không hợp lệ (10-11 số)', en: 'Invalid phone number (10-11 digits)' },
  'auth.phone.required': { vi: 'Vui lòng nhập số điện thoại', en: 'Please enter a phone number' },
  'auth.date.invalid': { vi: 'Ngày không hợp lệ (YYYY-MM-DD)', en: 'Invalid date (YYYY-MM-DD)' },
  'auth.url.invalid': { vi: 'Đường dẫn không hợp lệ', en: 'Invalid URL' },
  'avatar.required': { vi: 'Vui lòng chọn một ảnh', en: 'Please choose a picture' },
  'avatar.type': {
    vi: 'Chỉ nhận ảnh JPEG, PNG hoặc WebP',
    en: 'Only JPEG, PNG or WebP pictures are accepted',
  },
  'avatar.size': { vi: 'Ảnh tối đa {max} MB', en: 'The picture must be {max} MB at most' },
  'avatar.dimensions': {
    vi: 'Ảnh phải rộng và cao từ {min} đến {max} điểm ảnh',
    en: 'The picture must be {min} to {max} pixels wide and high',
  },
  'avatar.url': {
    vi: 'Đường dẫn ảnh phải bắt đầu bằng http://, https:// hoặc /uploads/',
    en: 'A picture URL must start with http://, https:// or /uploads/',
  },
  'avatar.single': { vi: 'Chỉ gửi một ảnh mỗi lần', en: 'Send one picture at a time' },
  'address.fullName.required': { vi: 'Vui lòng nhập họ tên', en: 'Please enter the full name' },
  'address.street.required': { vi: 'Vui lòng nhập địa chỉ', en: 'Please enter the address' },
  'address.province.required': { vi: 'Vui lòng chọn tỉnh/thành phố', en: 'Please choose a province or city' },
  'address.ward.required': { vi: 'Vui lòng chọn phường/xã', en: 'Please choose a ward or commune' },
  'address.province.unknown': { vi: 'Tỉnh/thành phố không tồn tại', en: 'This province does not exist' },
  'address.ward.unknown': { vi: 'Phường/xã không tồn tại', en: 'This ward does not exist' },
  'address.ward.mismatch': {
    vi: 'Phường/xã không thuộc tỉnh/thành phố đã chọn',
    en: 'This ward is not in the chosen province',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

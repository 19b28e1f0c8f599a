import { ADDRESS_FIELD_MESSAGES } from './address/messages';
import { AUTH_ERRORS, AUTH_FIELD_MESSAGES } from './auth/messages';
import { CARRIER_ERRORS, CARRIER_FIELD_MESSAGES } from './carriers/messages';
import { CATALOGUE_ERRORS, CATALOGUE_FIELD_MESSAGES } from './catalogue/messages';
import { CHECKOUT_ERRORS, CHECKOUT_FIELD_MESSAGES } from './checkout/messages';
import { ORDER_ADMIN_ERRORS, ORDER_ADMIN_FIELD_MESSAGES } from './checkout/order-admin-messages';
import { COURSE_ERRORS, COURSE_FIELD_MESSAGES } from './courses/messages';
import { INVOICE_FIELD_MESSAGES } from './customers/invoice';
import { registeredErrorText, registeredFieldText } from './i18n/error-texts';
import { interpolate } from './i18n/interpolate';
import type { Language } from './language';
import { PAYMENT_ERRORS } from './payments/messages';
import { PAYOUT_ERRORS, PAYOUT_FIELD_MESSAGES } from './payouts/messages';
import { PRODUCT_ERRORS, PRODUCT_FIELD_MESSAGES } from './products/messages';
import { RETURN_ERRORS, RETURN_FIELD_MESSAGES } from './returns/messages';
import { REVIEW_ERRORS, REVIEW_FIELD_MESSAGES } from './reviews/messages';
import { REWARD_ERRORS, REWARD_FIELD_MESSAGES } from './rewards/messages';
import { SELLER_ERRORS, SELLER_FIELD_MESSAGES } from './sellers/messages';
import { STORE_ERRORS, STORE_FIELD_MESSAGES } from './stores/messages';

/**
 * Every error the API can answer with, and the text a person reads.
 * vi and en live here; fr, de and ja in ./i18n/errors/<lang>.ts, registered with the language's
 * catalogue (./i18n/error-texts.ts), falling back to en if a language is not loaded.
 */
const GENERAL_ERRORS = {
  BAD_REQUEST: { vi: 'Yêu cầu không hợp lệ', en: 'Bad request' },
  VALIDATION_ERROR: { vi: 'Dữ liệu không hợp lệ', en: 'Some fields are invalid' },
  INVALID_JSON: { vi: 'Nội dung gửi lên không phải JSON hợp lệ', en: 'The request body is not valid JSON' },
  UNSUPPORTED_MEDIA_TYPE: { vi: 'Định dạng dữ liệu không được hỗ trợ', en: 'Unsupported content type' },
  PAYLOAD_TOO_LARGE: { vi: 'Dữ liệu gửi lên quá lớn (tối đa 1 MB)', en: 'The request body is too large (1 MB at most)' },
  NOT_FOUND: { vi: 'Không tìm thấy', en: 'Not found' },
  ROUTE_NOT_FOUND: { vi: 'Đường dẫn API không tồn tại', en: 'This API path does not exist' },
  METHOD_NOT_ALLOWED: { vi: 'Phương thức không được hỗ trợ', en: 'Method not allowed' },
  UNAUTHORIZED: { vi: 'Unauthorized', en: 'Unauthorized' },
  FORBIDDEN: {
    vi: 'Bạn không có quyền truy cập tài nguyên này',
    en: 'You do not have permission to access this resource',
  },
  TOO_MANY_REQUESTS: { vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau', en: 'Too many requests, please try again later' },
  SERVICE_UNAVAILABLE: { vi: 'Dịch vụ tạm thời không khả dụng', en: 'Service temporarily unavailable' },
  INTERNAL_ERROR: { vi: 'Đã xảy ra lỗi máy chủ, vui lòng thử lại', en: 'A server error occurred, please try again' },
  PROVINCE_NOT_FOUND: { vi: 'Không tìm thấy tỉnh/thành phố với mã {code}', en: 'No province with code {code}' },
  PRODUCT_NOT_FOUND: { vi: 'Không tìm thấy sản phẩm', en: 'Product not found' },
  CATEGORY_NOT_FOUND: { vi: 'Không tìm thấy danh mục', en: 'Category not found' },
  BRAND_NOT_FOUND: { vi: 'Không tìm thấy thương hiệu', en: 'Brand not found' },
  VARIANT_NOT_FOUND: { vi: 'Không tìm thấy phiên bản sản phẩm này', en: 'This product variant was not found' },
  VARIANT_REQUIRED: { vi: 'Vui lòng chọn phiên bản của "{name}"', en: 'Please choose a variant of "{name}"' },
} as const satisfies Record<string, { vi: string; en: string }>;

/** Domain catalogues live next to their schemas (auth/, products/, …) and are merged here. */
export const ERROR_MESSAGES = {
  ...GENERAL_ERRORS,
  ...AUTH_ERRORS,
  ...PRODUCT_ERRORS,
  ...CHECKOUT_ERRORS,
  ...COURSE_ERRORS,
  ...REVIEW_ERRORS,
  ...CATALOGUE_ERRORS,
  ...ORDER_ADMIN_ERRORS,
  ...RETURN_ERRORS,
  ...STORE_ERRORS,
  ...CARRIER_ERRORS,
  ...SELLER_ERRORS,
  ...PAYOUT_ERRORS,
  ...REWARD_ERRORS,
  ...PAYMENT_ERRORS,
};

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Field-level validation messages. */
const GENERAL_FIELD_MESSAGES = {
  required: { vi: 'Trường này là bắt buộc', en: 'This field is required' },
  invalid_type: { vi: 'Giá trị phải là {expected}', en: 'Must be {expected}' },
  too_small_number: { vi: 'Giá trị phải lớn hơn hoặc bằng {minimum}', en: 'Must be at least {minimum}' },
  too_big_number: { vi: 'Giá trị phải nhỏ hơn hoặc bằng {maximum}', en: 'Must be at most {maximum}' },
  too_small_string: { vi: 'Cần ít nhất {minimum} ký tự', en: 'Must be at least {minimum} characters' },
  too_big_string: { vi: 'Tối đa {maximum} ký tự', en: 'Must be at most {maximum} characters' },
  invalid_value: { vi: 'Giá trị không hợp lệ, chọn một trong: {values}', en: 'Invalid value, expected one of: {values}' },
  invalid_format: { vi: 'Định dạng không hợp lệ', en: 'Invalid format' },
  invalid_email: { vi: 'Email không hợp lệ', en: 'Invalid email address' },
  unknown_field: { vi: 'Trường không được hỗ trợ', en: 'Unknown field' },
  invalid: { vi: 'Giá trị không hợp lệ', en: 'Invalid value' },
  page_size: { vi: 'Số mục mỗi trang phải là 10, 20, 50 hoặc 100', en: 'Page size must be 10, 20, 50 or 100' },
  newsletter_email_required: { vi: 'Vui lòng nhập email', en: 'Please enter your email' },
  province_code: { vi: 'Mã tỉnh/thành phố gồm 2 chữ số', en: 'A province code has 2 digits' },
  body_object: { vi: 'Nội dung yêu cầu phải là một đối tượng JSON', en: 'The request body must be a JSON object' },
  json_too_deep: { vi: 'Dữ liệu lồng nhau quá sâu (tối đa {maximum} cấp)', en: 'Nested too deeply (at most {maximum} levels)' },
  json_too_big: { vi: 'Dữ liệu quá lớn (tối đa {maximum} ký tự)', en: 'Too large (at most {maximum} characters)' },
} as const satisfies Record<string, { vi: string; en: string }>;

export const FIELD_MESSAGES = {
  ...GENERAL_FIELD_MESSAGES,
  ...AUTH_FIELD_MESSAGES,
  ...PRODUCT_FIELD_MESSAGES,
  ...CHECKOUT_FIELD_MESSAGES,
  ...COURSE_FIELD_MESSAGES,
  ...REVIEW_FIELD_MESSAGES,
  ...ADDRESS_FIELD_MESSAGES,
  ...CATALOGUE_FIELD_MESSAGES,
  ...ORDER_ADMIN_FIELD_MESSAGES,
  ...RETURN_FIELD_MESSAGES,
  ...STORE_FIELD_MESSAGES,
  ...CARRIER_FIELD_MESSAGES,
  ...SELLER_FIELD_MESSAGES,
  ...PAYOUT_FIELD_MESSAGES,
  ...INVOICE_FIELD_MESSAGES,
  ...REWARD_FIELD_MESSAGES,
};

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function errorMessage(code: ErrorCode, lang: Language, params?: Record<string, string | number>): string {
  const entry = ERROR_MESSAGES[code];
  const text = lang === 'vi' ? entry.vi : lang === 'en' ? entry.en : (registeredErrorText(lang, code) ?? entry.en);
  return interpolate(text, params);
}

export function fieldMessage(key: FieldMessageKey, lang: Language, params?: Record<string, string | number>): string {
  const entry = FIELD_MESSAGES[key];
  const text = lang === 'vi' ? entry.vi : lang === 'en' ? entry.en : (registeredFieldText(lang, key) ?? entry.en);
  return interpolate(text, params);
}

export { interpolate };

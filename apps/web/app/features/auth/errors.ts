import type { MessageKey } from '@sen/core';
import { isApiError } from '@sen/core/api-client';
import type { Translate } from '../i18n/LanguageProvider';

/**
 * The text to show for a failed call (spec 1 §8): the server's message when it sent one,
 * a translated connection or timeout text when it could not be reached, else the fallback.
 */
export function errorText(error: unknown, t: Translate, fallback: MessageKey = 'account.errorOccurred'): string {
  if (!isApiError(error)) return t(fallback);
  if (error.errorCode === 'NETWORK_ERROR') return t('errors.network');
  if (error.errorCode === 'TIMEOUT') return t('errors.timeout');
  if (error.errorCode === 'INVALID_RESPONSE' || !error.message) return t(fallback);
  return error.message;
}

/** `metadata.errors` as {field: message} (the first message of each field). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isApiError(error)) return out;
  for (const { field, message } of error.fieldErrors) out[field] ??= message;
  return out;
}

/** Sets focus on the first field, in form order, that has an error. */
export function focusFirstInvalid<K extends string>(
  order: K[],
  errors: Partial<Record<K, string>>,
  refs: Partial<Record<K, HTMLElement | null>>,
) {
  const first = order.find((key) => errors[key]);
  if (first) refs[first]?.focus();
}

/** A light e-mail check for instant feedback; the server's rule is the authority. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

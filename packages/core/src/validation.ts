import type { z } from 'zod';
import type { FieldError } from './envelope';
import { FIELD_MESSAGES, type FieldMessageKey, fieldMessage } from './errors';
import type { Language } from './language';

type Issue = z.core.$ZodIssue;

function isFieldMessageKey(value: string): value is FieldMessageKey {
  return Object.hasOwn(FIELD_MESSAGES, value);
}

/**
 * Turns a zod issue into a message a person understands, in their language.
 * Schemas name their own messages by catalogue key (e.g. 'checkout.fullName.required');
 * anything else is described from the issue's code.
 */
export function localizeIssue(issue: Issue, lang: Language): string {
  if (isFieldMessageKey(issue.message)) {
    // A custom rule may name the numbers its message shows (e.g. the depth limit of free-form JSON).
    const params = issue.code === 'custom' ? (issue.params as Record<string, string | number> | undefined) : undefined;
    return fieldMessage(issue.message, lang, params);
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return fieldMessage('required', lang);
      return fieldMessage('invalid_type', lang, { expected: issue.expected });
    case 'too_small': {
      const minimum = String(issue.minimum);
      if (issue.origin === 'string') {
        if (issue.minimum === 1) return fieldMessage('required', lang);
        return fieldMessage('too_small_string', lang, { minimum });
      }
      return fieldMessage('too_small_number', lang, { minimum });
    }
    case 'too_big': {
      const maximum = String(issue.maximum);
      return issue.origin === 'string'
        ? fieldMessage('too_big_string', lang, { maximum })
        : fieldMessage('too_big_number', lang, { maximum });
    }
    case 'invalid_value':
      return fieldMessage('invalid_value', lang, { values: issue.values.map(String).join(', ') });
    case 'invalid_format':
      return issue.format === 'email' ? fieldMessage('invalid_email', lang) : fieldMessage('invalid_format', lang);
    case 'unrecognized_keys':
      return fieldMessage('unknown_field', lang);
    default:
      return fieldMessage('invalid', lang);
  }
}

export function issuesToFieldErrors(issues: readonly Issue[], lang: Language, prefix?: string): FieldError[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const extra = issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '';
    const field = [prefix, path, extra].filter(Boolean).join('.') || prefix || '';
    return { field, message: localizeIssue(issue, lang) };
  });
}

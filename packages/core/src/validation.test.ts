import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuerySchema, newsletterSchema } from './catalog';
import { issuesToFieldErrors } from './validation';

function errorsOf(schema: z.ZodType, input: unknown, lang: 'vi' | 'en' = 'vi') {
  const r = schema.safeParse(input, { reportInput: true });
  if (r.success) throw new Error('expected a failure');
  return issuesToFieldErrors(r.error.issues, lang);
}

describe('issuesToFieldErrors', () => {
  it('says a missing field is required, in Vietnamese by default', () => {
    expect(errorsOf(z.object({ name: z.string() }), {})).toEqual([{ field: 'name', message: 'Trường này là bắt buộc' }]);
  });

  it('uses the message named by the schema', () => {
    expect(errorsOf(newsletterSchema, { email: 'x' }, 'en')).toEqual([{ field: 'email', message: 'Invalid email address' }]);
    expect(errorsOf(newsletterSchema, { email: '' })).toEqual([{ field: 'email', message: 'Vui lòng nhập email' }]);
    expect(errorsOf(listQuerySchema, { limit: '15' }, 'en')).toEqual([
      { field: 'limit', message: 'Page size must be 10, 20, 50 or 100' },
    ]);
  });

  it('describes out-of-range numbers and wrong enum values', () => {
    expect(errorsOf(listQuerySchema, { page: '0' }, 'en')).toEqual([{ field: 'page', message: 'Must be at least 1' }]);
    expect(errorsOf(listQuerySchema, { sort: 'price' }, 'en')[0]?.message).toBe(
      'Invalid value, expected one of: name, createdAt, updatedAt, displayOrder',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../validation';
import { contactMessageSchema, listingQueryToSearchParams, parseListingQuery, productListingQuerySchema } from './schemas';

function errorsOf(
  input: unknown,
  lang: 'vi' | 'en' = 'vi',
  schema: typeof contactMessageSchema | typeof productListingQuerySchema = productListingQuerySchema,
) {
  const r = schema.safeParse(input, { reportInput: true });
  if (r.success) throw new Error('expected a failure');
  return issuesToFieldErrors(r.error.issues, lang);
}

describe('productListingQuerySchema', () => {
  it('fills the defaults: popularity, page 1, 4 per page', () => {
    expect(productListingQuerySchema.parse({})).toMatchObject({ sort: 'popularity', page: 1, limit: 4 });
  });

  it('reads repeated slugs as a sorted set and swaps reversed prices', () => {
    const q = productListingQuerySchema.parse({
      category: ['tablets', 'laptops', 'tablets'],
      brand: 'apple',
      min_price: '900',
      max_price: '100',
    });
    expect(q).toMatchObject({ category: ['laptops', 'tablets'], brand: ['apple'], min_price: 100, max_price: 900 });
  });

  it('turns flags into booleans', () => {
    expect(productListingQuerySchema.parse({ in_stock: 'false', on_sale: 'true' })).toMatchObject({
      in_stock: false,
      on_sale: true,
    });
  });

  it('names the field of each bad value', () => {
    expect(errorsOf({ min_price: 'abc' }, 'en')).toEqual([
      { field: 'min_price', message: 'A price is a whole, non-negative number of VND' },
    ]);
    expect(errorsOf({ rating: '6' })[0]).toEqual({ field: 'rating', message: 'Đánh giá phải là số nguyên từ 1 đến 5' });
    expect(errorsOf({ sort: 'cheap' }, 'en')[0]?.message).toBe(
      'Invalid value, expected one of: popularity, newest, rating, price-asc, price-desc',
    );
    expect(errorsOf({ limit: '101' }, 'en')[0]).toEqual({ field: 'limit', message: 'Must be at most 100' });
    expect(errorsOf({ in_stock: 'yes' }, 'en')[0]).toEqual({ field: 'in_stock', message: 'Must be true or false' });
    expect(errorsOf({ category: 'Điện thoại' }, 'en')[0]?.field).toBe('category');
  });
});

describe('URL state', () => {
  it('round-trips through URLSearchParams, leaving defaults out', () => {
    const params = new URLSearchParams(
      'brand=sony&category=laptops&category=audio&max_price=100&min_price=900&sort=price-asc&page=2&lang=en',
    );
    const q = parseListingQuery(params);
    expect(q).toMatchObject({
      category: ['audio', 'laptops'],
      brand: ['sony'],
      min_price: 100,
      max_price: 900,
      sort: 'price-asc',
      page: 2,
    });
    const back = listingQueryToSearchParams(q).toString();
    expect(back).toBe('category=audio&category=laptops&brand=sony&min_price=100&max_price=900&sort=price-asc&page=2');
    expect(parseListingQuery(new URLSearchParams(back))).toEqual(q);
    expect(listingQueryToSearchParams({ sort: 'popularity', page: 1, limit: 4 }).toString()).toBe('');
  });

  it('drops values the server would reject instead of failing', () => {
    const q = parseListingQuery(new URLSearchParams('rating=9&min_price=x&brand=apple'));
    expect(q).toMatchObject({ brand: ['apple'], sort: 'popularity', page: 1 });
    expect(q.rating).toBeUndefined();
    expect(q.min_price).toBeUndefined();
  });

  it('ignores empty parameters', () => {
    expect(parseListingQuery(new URLSearchParams('min_price=&category=&category=audio&sort='))).toEqual(
      parseListingQuery(new URLSearchParams('category=audio')),
    );
  });

  it('accepts a plain object', () => {
    expect(parseListingQuery({ category: ['laptops'], in_stock: true, page: 3 })).toMatchObject({
      category: ['laptops'],
      in_stock: true,
      page: 3,
    });
  });
});

describe('contactMessageSchema', () => {
  const good = { name: 'Lan', email: 'lan@example.com', subject: 'Hỏi hàng', message: 'Cho mình hỏi về bảo hành.' };

  it('accepts a message and normalises the phone', () => {
    expect(contactMessageSchema.parse({ ...good, phone: '090 123-4567' }).phone).toBe('0901234567');
    expect(contactMessageSchema.parse(good).phone).toBeUndefined();
  });

  it('says what is missing, once per field', () => {
    const errors = errorsOf({ phone: '123' }, 'vi', contactMessageSchema);
    expect(errors).toEqual([
      { field: 'name', message: 'Vui lòng nhập họ tên' },
      { field: 'email', message: 'Vui lòng nhập email' },
      { field: 'phone', message: 'Số điện thoại không hợp lệ (10-11 số)' },
      { field: 'subject', message: 'Vui lòng nhập chủ đề' },
      { field: 'message', message: 'Vui lòng nhập nội dung tin nhắn' },
    ]);
    expect(errorsOf({ ...good, email: 'nope', message: '  ' }, 'en', contactMessageSchema)).toEqual([
      { field: 'email', message: 'Invalid email address' },
      { field: 'message', message: 'Please enter your message' },
    ]);
    expect(errorsOf({ ...good, message: 'ngắn' }, 'en', contactMessageSchema)).toEqual([
      { field: 'message', message: 'Message must be at least 10 characters' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { looksLikeHtml, normalizeReviewText, roundAverage } from './rules';
import { reviewCreateSchema, reviewListQuerySchema } from './schemas';

describe('review texts', () => {
  it('refuses what looks like markup and accepts a lone "<"', () => {
    for (const html of [
      '<b>x</b>',
      '<script>alert(1)</script>',
      'a <img src=x onerror=alert(1)> b',
      '<!-- x -->',
      '</p>',
      '< a href="x">',
      // Unclosed: a browser opens the tag anyway.
      'đẹp <img src=x onerror=alert(1)',
      'a<b',
      'x </p',
      '<!-- x',
      '<svg',
    ]) {
      expect(looksLikeHtml(html), html).toBe(true);
    }
    for (const text of ['giá < 5 triệu', 'yêu lắm <3', '1 < 2 > 0', 'x < y', '<<>>', 'a <= b', '<-- đây'])
      expect(looksLikeHtml(text), text).toBe(false);
  });

  it('normalises line breaks, drops control characters, trims', () => {
    expect(normalizeReviewText('  a\r\nb\rc\u0000\u0007d\t\n\n\n\n\ne  ')).toBe('a\nb\ncd\t\n\ne');
  });

  it('averages to one decimal, 0 without reviews', () => {
    expect(roundAverage(25, 7)).toBe(3.6);
    expect(roundAverage(0, 0)).toBe(0);
  });
});

describe('review schemas', () => {
  it('keeps a plain review and turns an empty title into null', () => {
    expect(reviewCreateSchema.parse({ rating: 5, title: '   ', body: '  Rất tốt, đáng mua  ' })).toEqual({
      rating: 5,
      title: null,
      body: 'Rất tốt, đáng mua',
    });
  });

  it('names a catalogue message for each broken rule', () => {
    const messages = (input: unknown) =>
      reviewCreateSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages({})).toEqual([
      ['rating', 'review_rating_required'],
      ['body', 'review_body_required'],
    ]);
    expect(messages({ rating: 6, title: 'x'.repeat(121), body: '   \n  ' })).toEqual([
      ['rating', 'review_rating_invalid'],
      ['title', 'review_title_too_long'],
      ['body', 'review_body_required'],
    ]);
    expect(messages({ rating: 3, body: 'quá ngắn' })).toEqual([['body', 'review_body_too_short']]);
    expect(messages({ rating: 3, body: '<i>nghiêng</i> quá đẹp' })).toEqual([['body', 'review_no_html']]);
  });

  it('reads the list query with defaults', () => {
    expect(reviewListQuerySchema.parse({})).toEqual({ page: 1, limit: 5, sort: 'newest' });
    expect(reviewListQuerySchema.safeParse({ rating: '0' }).success).toBe(false);
  });
});

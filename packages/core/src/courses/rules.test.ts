import { describe, expect, it } from 'vitest';
import { courseFinalPrice, dayMonthYear, progressPercent, resumeLessonId } from './rules';

describe('course rules', () => {
  it('writes ngayTao as the day in Vietnam (UTC+7)', () => {
    expect(dayMonthYear('2024-03-05T16:59:59.000Z')).toBe('05/03/2024');
    expect(dayMonthYear('2024-03-05T17:00:00.000Z')).toBe('06/03/2024');
    expect(dayMonthYear('2024-12-31T20:00:00.000Z')).toBe('01/01/2025');
    expect(dayMonthYear('not a date')).toBe('');
  });

  it('prices a course at its discount only when lower', () => {
    expect(courseFinalPrice(1_999_000, 599_000)).toBe(599_000);
    expect(courseFinalPrice(500_000, null)).toBe(500_000);
    expect(courseFinalPrice(500_000, 700_000)).toBe(500_000);
    expect(courseFinalPrice(500_000, 0)).toBe(0);
  });

  it('rounds progress down so 100 % means done', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(3, 3)).toBe(100);
  });

  it('resumes at the lesson left open, else the next one not done', () => {
    const ids = ['a', 'b', 'c', 'd'];
    expect(resumeLessonId([], new Set(), null)).toBeNull();
    expect(resumeLessonId(ids, new Set(), null)).toBe('a');
    expect(resumeLessonId(ids, new Set(), 'c')).toBe('c');
    expect(resumeLessonId(ids, new Set(['c']), 'c')).toBe('d');
    expect(resumeLessonId(ids, new Set(['c', 'd']), 'c')).toBe('a');
    expect(resumeLessonId(ids, new Set(['a', 'b', 'c', 'd']), 'b')).toBe('b');
    expect(resumeLessonId(ids, new Set(['a']), 'gone')).toBe('b');
  });
});

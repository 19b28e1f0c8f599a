import { describe, expect, it } from 'vitest';
import { foldedWords, foldText, slugify } from './text';

describe('foldText', () => {
  it('removes accents and case, turning đ into d', () => {
    expect(foldText('Điện Thoại Thông Minh')).toBe('dien thoai thong minh');
    expect(foldText('  Đồng hồ   ĐẸP ')).toBe('dong ho dep');
    expect(foldText('Thành phố Hồ Chí Minh')).toBe('thanh pho ho chi minh');
  });

  it('folds composed and decomposed input alike', () => {
    expect(foldText('Tiếng Việt'.normalize('NFD'))).toBe(foldText('Tiếng Việt'.normalize('NFC')));
  });
});

describe('foldedWords', () => {
  it('splits a query into folded words and drops LIKE wildcards', () => {
    expect(foldedWords('  Tai nghe  SONY%_ ')).toEqual(['tai', 'nghe', 'sony']);
    expect(foldedWords('')).toEqual([]);
  });
});

describe('slugify', () => {
  it('makes URL-safe slugs from Vietnamese names', () => {
    expect(slugify('Laptop Dell XPS 13 (2025) — Bạc')).toBe('laptop-dell-xps-13-2025-bac');
  });
});

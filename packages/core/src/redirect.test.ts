import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './redirect';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/products/sen-x?tab=reviews#r1')).toBe('/products/sen-x?tab=reviews#r1');
    expect(safeReturnPath('/admin')).toBe('/admin');
    expect(safeReturnPath('/tìm kiếm')).toBe('/t%C3%ACm%20ki%E1%BA%BFm');
  });

  it.each([
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['\t//evil.example'],
    [' //evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/.//evil.example'],
    ['/a/..//evil.example'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (target) => {
    expect(safeReturnPath(target)).toBe('/');
    expect(safeReturnPath(target, '/account')).toBe('/account');
  });

  it('never leaves a control character for a Location header', () => {
    expect(safeReturnPath('/cart\r\nSet-Cookie: x=1')).toBe('/cartSet-Cookie:%20x=1');
    expect(safeReturnPath('/cart\u0000')).toBe('/cart');
    expect(safeReturnPath('/ca\u0001rt')).toBe('/');
  });
});

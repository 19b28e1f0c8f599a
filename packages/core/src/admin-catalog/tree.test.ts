import { describe, expect, it } from 'vitest';
import { buildVariantMatrix, variantCombinations } from './forms';
import { moveNode } from './tree';

const tree = [
  { _id: 'a', parent: null, displayOrder: 0 },
  { _id: 'b', parent: null, displayOrder: 1 },
  { _id: 'c', parent: null, displayOrder: 2 },
  { _id: 'b1', parent: 'b', displayOrder: 0 },
  { _id: 'b2', parent: 'b', displayOrder: 1 },
];

describe('moveNode', () => {
  it('moves up and down among siblings, not past the ends', () => {
    expect(moveNode(tree, 'b', { kind: 'up' })).toEqual([
      { _id: 'b', parent: null, displayOrder: 0 },
      { _id: 'a', parent: null, displayOrder: 1 },
    ]);
    expect(moveNode(tree, 'a', { kind: 'up' })).toEqual([]);
    expect(moveNode(tree, 'c', { kind: 'down' })).toEqual([]);
  });

  it('indents under the previous sibling and outdents after the parent', () => {
    expect(moveNode(tree, 'c', { kind: 'indent' })).toEqual([{ _id: 'c', parent: 'b', displayOrder: 2 }]);
    expect(moveNode(tree, 'b1', { kind: 'outdent' })).toEqual([
      { _id: 'b1', parent: null, displayOrder: 2 },
      { _id: 'c', parent: null, displayOrder: 3 },
      { _id: 'b2', parent: 'b', displayOrder: 0 },
    ]);
  });

  it('refuses a move under itself or a descendant (no cycles)', () => {
    expect(moveNode(tree, 'b', { kind: 'inside', target: 'b1' })).toEqual([]);
    expect(moveNode(tree, 'b', { kind: 'before', target: 'b2' })).toEqual([]);
    expect(moveNode(tree, 'b', { kind: 'inside', target: 'b' })).toEqual([]);
  });

  it('drops before another node in another list', () => {
    expect(moveNode(tree, 'a', { kind: 'before', target: 'b2' })).toEqual([
      { _id: 'a', parent: 'b', displayOrder: 1 },
      { _id: 'b2', parent: 'b', displayOrder: 2 },
      { _id: 'b', parent: null, displayOrder: 0 },
      { _id: 'c', parent: null, displayOrder: 1 },
    ]);
  });
});

describe('variant matrix', () => {
  const options = [
    { name: 'Dung lượng', values: ['256GB', '512GB'] },
    { name: 'Màu sắc', values: ['Titan Đen', 'Trắng'] },
  ];

  it('makes every combination in order', () => {
    expect(variantCombinations(options).map((c) => c.map((x) => x.value).join(' / '))).toEqual([
      '256GB / Titan Đen',
      '256GB / Trắng',
      '512GB / Titan Đen',
      '512GB / Trắng',
    ]);
  });

  it('keeps typed values of rows that still exist and names new SKUs from the base', () => {
    const fresh = (options: { name: string; value: string }[], name: string, sku: string) => ({ name, sku, price: 1, options });
    const first = buildVariantMatrix(options.slice(0, 1), [], fresh, 'IP16');
    expect(first.map((v) => v.sku)).toEqual(['IP16-256GB', 'IP16-512GB']);
    const edited = first.map((v) => ({ ...v, price: 99 }));
    const second = buildVariantMatrix([options[0]!, { name: 'Màu sắc', values: ['Titan Đen'] }], edited, fresh, 'IP16');
    expect(second.map((v) => [v.sku, v.price])).toEqual([
      ['IP16-256GB-TITANDEN', 1],
      ['IP16-512GB-TITANDEN', 1],
    ]);
    const third = buildVariantMatrix(options.slice(0, 1), edited, fresh, 'IP16');
    expect(third.map((v) => v.price)).toEqual([99, 99]);
  });
});

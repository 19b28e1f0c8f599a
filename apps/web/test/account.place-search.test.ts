import { describe, expect, it } from 'vitest';
import { filterPlaces, indexPlaces } from '../app/features/account/place-search';

const places = indexPlaces([
  { code: '01', name: 'Thành phố Hà Nội' },
  { code: '79', name: 'Thành phố Hồ Chí Minh' },
  { code: '48', name: 'Thành phố Đà Nẵng' },
]);

describe('place search', () => {
  it('ignores accents and case, and needs every word', () => {
    expect(filterPlaces(places, 'ho chi').map((p) => p.code)).toEqual(['79']);
    expect(filterPlaces(places, 'DA NANG').map((p) => p.code)).toEqual(['48']);
    expect(filterPlaces(places, 'ha minh')).toEqual([]);
  });

  it('matches the code too, and an empty query keeps everything', () => {
    expect(filterPlaces(places, '79').map((p) => p.code)).toEqual(['79']);
    expect(filterPlaces(places, 'thanh pho 01').map((p) => p.code)).toEqual(['01']);
    expect(filterPlaces(places, '  ')).toHaveLength(3);
  });
});

import type { Shape } from '../drawings';
import { ACCESSORIES } from './accessories';
import { AUDIO } from './audio';
import { CAMERAS } from './cameras';
import { GAMING } from './gaming';
import { LAPTOPS } from './laptops';
import { SMARTPHONES } from './smartphones';
import { SMARTWATCHES } from './smartwatches';
import { TABLETS } from './tablets';

/** One demo product, written compactly; products.ts derives every other column from it. */
export interface ProductDef {
  /** Category slug. */
  c: string;
  /** Brand slug. */
  b: string;
  name: string;
  /** Model name printed on the pictures. */
  m: string;
  /** Regular price in VND. */
  p: number;
  /** Sale percentage; the selling price is derived from it. */
  off?: number;
  n?: true;
  bs?: true;
  /** Drawing, when it differs from the category's. */
  shape?: Shape;
  /** Highlight phrase for the descriptions ("khung titan, chip A19 Pro…"). */
  hl: string;
  /** Values in the order of SPEC_NAMES[c], or "Name=value" pairs. */
  specs: string[];
  colors: string[];
  tags: string[];
  /** Weight in kg. */
  w: number;
  /** Length, width, height in cm. */
  d: [number, number, number];
  /** Warranty months when not 12. */
  wm?: number;
}

export const SPEC_NAMES: Record<string, string[]> = {
  smartphones: ['Màn hình', 'Chip', 'RAM', 'Bộ nhớ trong', 'Camera sau', 'Pin'],
  laptops: ['Màn hình', 'CPU', 'RAM', 'Ổ cứng', 'Card đồ họa', 'Pin'],
  tablets: ['Màn hình', 'Chip', 'RAM', 'Bộ nhớ trong', 'Camera sau', 'Pin'],
  smartwatches: ['Màn hình', 'Chip', 'Kháng nước', 'Pin', 'Kết nối'],
  cameras: ['Cảm biến', 'Độ phân giải', 'Quay video', 'Chống rung', 'Ngàm ống kính'],
  audio: ['Loại', 'Chống ồn', 'Thời lượng pin', 'Kết nối', 'Kháng nước'],
  accessories: [],
  gaming: [],
};

export function specPairs(def: ProductDef): { name: string; value: string }[] {
  const names = SPEC_NAMES[def.c] ?? [];
  return def.specs.map((s, i) => {
    const eq = s.indexOf('=');
    if (eq > 0) return { name: s.slice(0, eq), value: s.slice(eq + 1) };
    return { name: names[i] ?? 'Thông số', value: s };
  });
}

const byCategory: Record<string, readonly Omit<ProductDef, 'c'>[]> = {
  smartphones: SMARTPHONES,
  laptops: LAPTOPS,
  tablets: TABLETS,
  accessories: ACCESSORIES,
  smartwatches: SMARTWATCHES,
  cameras: CAMERAS,
  audio: AUDIO,
  gaming: GAMING,
};

/** The demo products in category display order. */
export const CATALOGUE: readonly ProductDef[] = Object.entries(byCategory).flatMap(([c, defs]) => defs.map((d) => ({ ...d, c })));

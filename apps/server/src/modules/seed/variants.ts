import { randomUUID } from 'node:crypto';
import { slugify } from '@sen/core';
import type { Insertable } from 'kysely';
import type { ProductsTable } from '../../db/schema';
import type { ProductOptionsTable, ProductVariantsTable } from '../../db/tables/catalogue';
import type { ProductDef } from './catalogue';
import { json, shopPrice } from './util';

/** Options and variants of a demo product, and the listing columns they derive. */
export interface DemoVariants {
  options: Insertable<ProductOptionsTable>[];
  variants: Insertable<ProductVariantsTable>[];
  /** The option names, so the product's attributes no longer list those values as fixed. */
  names: string[];
}

/** The next size up: 128GB → 256GB, 512GB → 1TB; a laptop's RAM doubles with its SSD. */
function upgrade(value: string, both: boolean): string {
  const twice = (part: string) => {
    const m = /^(\d+)(GB|TB)$/.exec(part);
    if (!m) return part;
    const gb = Number(m[1]) * (m[2] === 'TB' ? 1024 : 1) * 2;
    return gb >= 1024 ? `${gb / 1024}TB` : `${gb}GB`;
  };
  const parts = value.split('/');
  return parts.map((p, i) => (both || i === parts.length - 1 ? twice(p) : p)).join('/');
}

const KINDS: Record<string, { option: string; step: number; up: (v: string) => string; colours: boolean }> = {
  smartphones: { option: 'Dung lượng', step: 0.15, up: (v) => upgrade(v, false), colours: true },
  tablets: { option: 'Dung lượng', step: 0.15, up: (v) => upgrade(v, false), colours: true },
  laptops: { option: 'Cấu hình (RAM/SSD)', step: 0.18, up: (v) => upgrade(v, true), colours: false },
  smartwatches: { option: 'Kích thước mặt', step: 0.08, up: (v) => `${Number.parseInt(v, 10) + 4}mm`, colours: false },
};

/**
 * Two thirds of the phones, tablets, laptops and watches sell in variants (issue 12): phones and
 * tablets by storage and colour (4 variants), laptops by RAM/SSD, watches by case size (2). Each
 * variant has its own SKU, price (the bigger size costs more), stock (the product's stock split,
 * one variant sold out now and then) and, for a second colour, the product's colour picture.
 */
export function demoVariants(def: ProductDef, row: Insertable<ProductsTable>, index: number, pictures: string[]) {
  const kind = KINDS[def.c];
  if (!kind || index % 3 === 2) return null;
  const size = /(\d+GB\/\d+(GB|TB)|\d+(GB|TB)|\d+mm)\b/.exec(def.name)?.[0];
  if (!size) return null;
  const optionValues: [string, string[]][] = [[kind.option, [size, kind.up(size)]]];
  if (kind.colours && def.colors.length >= 2) optionValues.push(['Màu sắc', def.colors.slice(0, 2)]);
  const combos = optionValues.reduce<string[][]>((acc, [, values]) => acc.flatMap((c) => values.map((v) => [...c, v])), [[]]);

  const total = Number(row.quantity ?? 0);
  const shares = combos.map((_, i) => Math.floor(total / combos.length) + (i === 0 ? total % combos.length : 0));
  if (total > 0 && index % 4 === 0) {
    shares[0]! += shares.at(-1)!;
    shares[shares.length - 1] = 0;
  }
  const price = Number(row.price);
  const compare = row.compare_price == null ? null : Number(row.compare_price);
  const at = String(row.created_at);
  const variants = combos.map((values, i) => {
    const bigger = values[0] !== size;
    const factor = bigger ? 1 + kind.step : 1;
    const code = values.map((v) => slugify(v).replace(/-/g, '').toUpperCase().slice(0, 6)).join('-');
    return {
      id: randomUUID(),
      product_id: String(row.id),
      name: values.join(' / '),
      sku: i === 0 ? String(row.sku) : `${row.sku}-${code}`,
      price: bigger ? shopPrice(price * factor) : price,
      compare_price: compare === null ? null : bigger ? shopPrice(compare * factor) : compare,
      quantity: shares[i]!,
      image: values[1] && values[1] !== def.colors[0] ? (pictures[2] ?? '') : '',
      option_values: json(values.map((value, k) => ({ name: optionValues[k]![0], value }))),
      position: i,
      is_default: 0,
      created_at: at,
      updated_at: at,
    } satisfies Insertable<ProductVariantsTable>;
  });
  const options = optionValues.map(([name, values], position) => ({
    id: randomUUID(),
    product_id: String(row.id),
    name,
    position,
    option_values: json(values),
  }));
  return { options, variants, names: optionValues.map(([name]) => name) } satisfies DemoVariants;
}

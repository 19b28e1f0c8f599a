import { randomUUID } from 'node:crypto';
import { foldText, slugify } from '@sen/core';
import type { Insertable } from 'kysely';
import type { ProductImagesTable, ProductsTable, ProductTagsTable } from '../../db/schema';
import { uploadsDir } from '../../lib/storage';
import { localStorage } from '../../lib/storage/local';
import { catalogueRowsOf } from '../products/variant-rows';
import type { Shape } from './drawings';
import { type ImageFile, productSvg, urlOf, writeImages } from './images';
import type { SeedOptions } from './index';
import { COLORS, LINES, type Line, TAGS } from './large-data';
import { BRANDS, CATEGORIES, seedTaxonomy } from './taxonomy';
import { type Db, daysFrom, idsBy, insertRows, intBetween, json, pick, rng, saleFields, shopPrice } from './util';

export const GENERATED_SKU_PREFIX = 'SEN-GEN-';
const POOL_VIEWS = [0, 2, 3];
const CHUNK = 10_000;

/** Generated products share a small pool of pictures: three per drawing. */
const poolFile = (shape: Shape, view: number) => `demo/pool/${shape}-${view + 1}.svg`;

export function poolImages(): ImageFile[] {
  const shapes = new Map<Shape, Line>();
  for (const line of LINES) if (!shapes.has(line.shape)) shapes.set(line.shape, line);
  return [...shapes].flatMap(([shape, line]) => {
    const category = CATEGORIES.find((c) => c.slug === line.c)?.name ?? 'Sen';
    return POOL_VIEWS.map((view) => ({
      file: poolFile(shape, view),
      render: () => productSvg({ slug: `pool-${shape}`, brand: category, label: line.prefix, shape }, view),
    }));
  });
}

interface Generated {
  product: Insertable<ProductsTable>;
  images: Insertable<ProductImagesTable>[];
  tags: Insertable<ProductTagsTable>[];
}

/** Product #index (1-based) is always the same product, whatever N is, so runs can top up. */
export function generateProduct(
  index: number,
  now: Date,
  categoryIds: Map<string, string>,
  brandIds: Map<string, string>,
): Generated {
  const rand = rng(index * 2_654_435_761);
  const line = LINES[index % LINES.length] as Line;
  const brand = BRANDS.find((b) => b.slug === line.b);
  const num = String(pick(rand, line.nums));
  const model = line.model.replace('{n}', num);
  const variant = pick(rand, line.variants);
  const color = pick(rand, COLORS[line.c] ?? ['Đen']);
  // "iPhone 16", "Xiaomi Pad 7": the brand word is left out where the model already says it.
  const brandWord = line.b === 'apple' || model.toLowerCase().includes(line.b) ? '' : brand?.name;
  const name = [line.prefix, brandWord, model, variant, color].filter(Boolean).join(' ');
  const slug = `${slugify(name)}-${index}`;
  const id = randomUUID();

  const regular = shopPrice(line.price[0] + rand() * (line.price[1] - line.price[0]));
  const onSale = rand() < 0.2;
  const ended = onSale && rand() < 0.3;
  const off = onSale ? intBetween(rand, 5, 35) : 0;
  const r = rand();
  const quantity =
    r < 0.05 ? 0 : r < 0.4 ? intBetween(rand, 1, 299) : r < 0.75 ? intBetween(rand, 300, 1000) : intBetween(rand, 1001, 5000);
  const bestseller = rand() < 0.05;
  const isNew = rand() < 0.08;
  const sold = bestseller ? intBetween(rand, 2000, 20000) : intBetween(rand, 0, 1500);
  const created = daysFrom(now, isNew ? -intBetween(rand, 1, 30) : -intBetween(rand, 31, 720), -intBetween(rand, 0, 23));
  const tagPool = TAGS[line.c] ?? [];
  const tags = [...new Set([pick(rand, tagPool), pick(rand, tagPool), pick(rand, tagPool)])];
  const imageCount = index % 3 === 0 ? 2 : 1;
  const firstView = intBetween(rand, 0, POOL_VIEWS.length - 1);
  const images = Array.from({ length: imageCount }, (_, k) => ({
    id: randomUUID(),
    product_id: id,
    url: urlOf(poolFile(line.shape, POOL_VIEWS[(firstView + k) % POOL_VIEWS.length] ?? 0)),
    alt: name,
    is_main: k === 0 ? 1 : 0,
    width: 800,
    height: 800,
    sort_order: k,
  }));

  // Drawn here, in the order the generator always drew them, so a seed gives the same catalogue.
  const saleStart = onSale ? daysFrom(now, ended ? -45 : -intBetween(rand, 1, 10)) : null;
  const saleEnd = onSale ? daysFrom(now, ended ? -intBetween(rand, 1, 15) : intBetween(rand, 5, 30)) : null;
  const sale = saleStart && saleEnd ? saleFields(regular, shopPrice(regular * (1 - off / 100)), saleStart, saleEnd, now) : null;
  const price = sale?.price ?? regular;

  const product: Insertable<ProductsTable> = {
    id,
    name,
    name_folded: foldText(name),
    slug,
    sku: `${GENERATED_SKU_PREFIX}${String(index).padStart(6, '0')}`,
    barcode: null,
    short_description: `${name} chính hãng, bảo hành 12 tháng.`,
    description: `<p><strong>${name}</strong> chính hãng, phân phối bởi Sen. Bảo hành 12 tháng, đổi trả trong 30 ngày.</p>`,
    price,
    compare_price: onSale ? regular : null,
    cost_price: null,
    tax_class: 'standard',
    sale_percentage: sale?.salePercentage ?? 0,
    is_on_sale: onSale ? 1 : 0,
    sale_start: saleStart,
    sale_end: saleEnd,
    is_new: isNew ? 1 : 0,
    is_bestseller: bestseller ? 1 : 0,
    is_available: quantity > 0 ? 1 : 0,
    status: 'published',
    quantity,
    sold,
    thumbnail: images[0]?.url ?? '',
    category_id: categoryIds.get(line.c) ?? null,
    brand_id: brandIds.get(line.b) ?? null,
    rating_average: Math.round((3.5 + rand() * 1.5) * 10) / 10,
    rating_count: Math.round(sold * (0.05 + rand() * 0.15)),
    attributes: json([{ name: 'Màu sắc', value: color }, ...(variant ? [{ name: 'Phiên bản', value: variant }] : [])]),
    specifications: json([
      { name: 'Thương hiệu', value: brand?.name ?? line.b },
      { name: 'Model', value: model },
    ]),
    tags: json(tags),
    dimensions: null,
    weight_value: null,
    weight_unit: null,
    warranty_months: 12,
    warranty_description: 'Bảo hành chính hãng 12 tháng.',
    meta_title: `${name} | Sen`,
    meta_description: '',
    meta_keywords: '[]',
    created_at: created,
    updated_at: created,
  };
  return { product, images, tags: tags.map((tag) => ({ product_id: id, tag })) };
}

/**
 * Ensures generated products #1..N exist (SKU SEN-GEN-000001…) on top of the demo data:
 * a second run with the same N adds nothing, a larger N tops up. Returns how many were added.
 */
export async function seedLargeCatalogue(db: Db, opts: SeedOptions & { products: number }): Promise<number> {
  const log = opts.log ?? (() => {});
  const now = new Date();
  await db.transaction().execute((trx) => seedTaxonomy(trx, now.toISOString()));
  const categoryIds = await idsBy(db, 'categories', 'slug');
  const brandIds = await idsBy(db, 'brands', 'slug');
  const existing = new Set(
    (await db.selectFrom('products').select('sku').where('sku', 'like', `${GENERATED_SKU_PREFIX}%`).execute()).map((r) => r.sku),
  );

  let added = 0;
  for (let start = 1; start <= opts.products; start += CHUNK) {
    const end = Math.min(opts.products, start + CHUNK - 1);
    const products: Insertable<ProductsTable>[] = [];
    const images: Insertable<ProductImagesTable>[] = [];
    const tags: Insertable<ProductTagsTable>[] = [];
    for (let i = start; i <= end; i++) {
      if (existing.has(`${GENERATED_SKU_PREFIX}${String(i).padStart(6, '0')}`)) continue;
      const g = generateProduct(i, now, categoryIds, brandIds);
      products.push(g.product);
      images.push(...g.images);
      tags.push(...g.tags);
    }
    if (products.length === 0) continue;
    await db.transaction().execute(async (trx) => {
      await insertRows(trx, 'products', products);
      await insertRows(trx, 'product_images', images);
      await insertRows(trx, 'product_tags', tags);
      const extra = catalogueRowsOf(products);
      await insertRows(trx, 'product_variants', extra.variants);
      await insertRows(trx, 'product_categories', extra.categories);
    });
    added += products.length;
    log(`  ${end.toLocaleString('en')} / ${opts.products.toLocaleString('en')} generated products`);
  }
  if (opts.images !== false) await writeImages(opts.storage ?? localStorage(uploadsDir(opts.dataDir)), poolImages());
  return added;
}

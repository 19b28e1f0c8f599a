import { randomBytes, randomUUID } from 'node:crypto';
import {
  type FieldError,
  fieldMessage,
  foldText,
  type Language,
  optionVariantIssues,
  type ProductCreate,
  type ProductOptionInput,
  type ProductPatch,
  type ProductVariantInput,
  slugify,
} from '@sen/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ProductsTable } from '../../db/schema';
import { AppError } from '../../lib/http';
import { RequestValidationError } from '../../plugins/validation';
import { type MoveContext, recordMoves, type StockMove } from '../reports/movements';

type Db = Kysely<Database> | Transaction<Database>;

/** What a write resolves to before it touches the database: every variant with its SKU. */
export interface ProductPlan {
  options: ProductOptionInput[];
  variants: (ProductVariantInput & { sku: string })[];
  /** Index of each variant's existing id (kept on update). */
  keepIds: (string | null)[];
}

function validation(errors: FieldError[]): AppError {
  return new AppError(400, 'VALIDATION_ERROR', undefined, errors);
}

/** A SKU for a variant sent without one: the product's base SKU, numbered after the first. */
function generatedSku(base: string, i: number): string {
  return i === 0 ? base : `${base}-${i + 1}`;
}

export function baseSku(body: { sku?: string; slug?: string }, slug: string): string {
  if (body.sku) return body.sku;
  const stem = slug
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${stem || 'SP'}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/**
 * The options and variants a write leaves the product with. Without `variants`, the product-level
 * price / comparePrice / quantity / sku describe its one default variant (create, or a product
 * without options); a product with options changes its variants only through `variants`.
 */
export function planVariants(
  body: ProductCreate | ProductPatch,
  current: {
    options: ProductOptionInput[];
    variants: (ProductVariantInput & { _id: string; sku: string })[];
  } | null,
  base: string,
  lang: Language,
): ProductPlan {
  const options = body.options ?? current?.options ?? [];
  let variants: ProductVariantInput[];
  if (body.variants) {
    variants = body.variants;
  } else if (current && (current.options.length > 0 || body.options)) {
    variants = current.variants;
  } else {
    const prev = current?.variants[0];
    variants = [
      {
        _id: prev?._id,
        name: prev?.name ?? '',
        sku: body.sku ?? prev?.sku,
        price: body.price ?? prev?.price ?? 0,
        comparePrice: body.comparePrice !== undefined ? body.comparePrice : (prev?.comparePrice ?? null),
        quantity: body.quantity ?? prev?.quantity ?? 0,
        image: prev?.image ?? '',
        options: [],
      },
    ];
  }
  // Rules joining options and variants sent in different writes (the schema checks one body).
  if (body.variants || body.options) {
    const issues = optionVariantIssues(options, variants);
    if (issues.length) {
      throw new RequestValidationError(
        issues.map((i) => ({ code: 'custom', path: i.path, message: i.message, input: undefined })) as never,
      );
    }
  }
  const currentIds = new Set(current?.variants.map((v) => v._id) ?? []);
  const withSkus = variants.map((v, i) => ({ ...v, sku: v.sku ?? generatedSku(base, i) }));
  void lang;
  return {
    options,
    variants: withSkus,
    keepIds: variants.map((v) => (v._id && currentIds.has(v._id) ? v._id : null)),
  };
}

/** 409 on the field when a SKU belongs to another product (variants are unique shop-wide). */
export async function assertSkusFree(db: Db, productId: string, plan: ProductPlan, lang: Language, single: boolean) {
  const skus = plan.variants.map((v) => v.sku);
  const [variantHits, productHits] = await Promise.all([
    db.selectFrom('product_variants').select(['sku', 'product_id']).where('sku', 'in', skus).execute(),
    db.selectFrom('products').select(['sku', 'id']).where('sku', 'in', skus).execute(),
  ]);
  const taken = new Set([
    ...variantHits.filter((h) => h.product_id !== productId).map((h) => h.sku),
    ...productHits.filter((h) => h.id !== productId).map((h) => h.sku),
  ]);
  const errors: FieldError[] = [];
  plan.variants.forEach((v, i) => {
    if (taken.has(v.sku)) {
      errors.push({ field: single ? 'sku' : `variants.${i}.sku`, message: fieldMessage('product.sku.taken', lang) });
    }
  });
  if (errors.length) throw new AppError(409, 'SKU_TAKEN', undefined, errors);
}

/** Categories and brand must exist; messages on `categories.N` and `brand`. */
export async function assertReferences(db: Db, body: ProductCreate | ProductPatch, lang: Language) {
  const errors: FieldError[] = [];
  if (body.categories?.length) {
    const found = new Set(
      (await db.selectFrom('categories').select('id').where('id', 'in', body.categories).execute()).map((r) => r.id),
    );
    body.categories.forEach((id, i) => {
      if (!found.has(id)) errors.push({ field: `categories.${i}`, message: fieldMessage('product.category.unknown', lang) });
    });
  }
  if (body.brand) {
    const brand = await db.selectFrom('brands').select('id').where('id', '=', body.brand).executeTakeFirst();
    if (!brand) errors.push({ field: 'brand', message: fieldMessage('product.brand.unknown', lang) });
  }
  if (errors.length) throw validation(errors);
}

/** A free slug: the one asked for (409 when taken), or the name's with -2, -3… appended. */
export async function resolveSlug(db: Db, id: string, asked: string | undefined, name: string, lang: Language) {
  const taken = async (slug: string) => {
    const row = await db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirst();
    return !!row && row.id !== id;
  };
  if (asked) {
    if (await taken(asked)) {
      throw new AppError(409, 'SLUG_TAKEN', undefined, [{ field: 'slug', message: fieldMessage('slug_taken', lang) }]);
    }
    return asked;
  }
  const stem = slugify(name).slice(0, 100) || 'san-pham';
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? stem : `${stem}-${n}`;
    if (!(await taken(slug))) return slug;
  }
  return `${stem}-${randomBytes(3).toString('hex')}`;
}

/** The product columns a body sets (not the derived price/stock/sku: see writeVariants). */
export function productColumns(b: ProductCreate | ProductPatch): Partial<Selectable<ProductsTable>> {
  const row: Partial<Selectable<ProductsTable>> = {};
  if (b.name !== undefined) {
    row.name = b.name;
    row.name_folded = foldText(b.name);
  }
  if (b.barcode !== undefined) row.barcode = b.barcode || null;
  if (b.shortDescription !== undefined) row.short_description = b.shortDescription;
  if (b.description !== undefined) row.description = b.description;
  if (b.costPrice !== undefined) row.cost_price = b.costPrice;
  if (b.taxClass !== undefined) row.tax_class = b.taxClass;
  if (b.status !== undefined) row.status = b.status;
  if (b.isNew !== undefined) row.is_new = b.isNew ? 1 : 0;
  if (b.isBestseller !== undefined) row.is_bestseller = b.isBestseller ? 1 : 0;
  if (b.isOnSale !== undefined) row.is_on_sale = b.isOnSale ? 1 : 0;
  if (b.salePercentage !== undefined) row.sale_percentage = b.salePercentage;
  if (b.saleStart !== undefined) row.sale_start = b.saleStart;
  if (b.saleEnd !== undefined) row.sale_end = b.saleEnd;
  if (b.trackInventory !== undefined) row.track_inventory = b.trackInventory ? 1 : 0;
  if (b.digital !== undefined) row.digital = b.digital ? 1 : 0;
  if (b.thumbnail !== undefined) row.thumbnail = b.thumbnail;
  if (b.weight !== undefined) {
    row.weight_value = b.weight?.value ?? null;
    row.weight_unit = b.weight?.unit ?? null;
  }
  if (b.dimensions !== undefined) row.dimensions = b.dimensions ? JSON.stringify(b.dimensions) : null;
  if (b.warranty !== undefined) {
    row.warranty_months = b.warranty.months;
    row.warranty_description = b.warranty.description;
  }
  if (b.tags !== undefined) row.tags = JSON.stringify([...new Set(b.tags)]);
  if (b.specifications !== undefined) row.specifications = JSON.stringify(b.specifications);
  if (b.attributes !== undefined) row.attributes = JSON.stringify(b.attributes);
  if (b.metaTitle !== undefined) row.meta_title = b.metaTitle;
  if (b.metaDescription !== undefined) row.meta_description = b.metaDescription;
  if (b.metaKeywords !== undefined) row.meta_keywords = JSON.stringify(b.metaKeywords);
  if (b.categories !== undefined) row.category_id = b.categories[0] ?? null;
  if (b.brand !== undefined) row.brand_id = b.brand || null;
  return row;
}

/**
 * Replaces the product's options and variants with the plan's (variants keep their ids where
 * sent with one) and derives the listing columns: lowest price and its compare price, summed
 * stock, the first variant's SKU as the product's.
 */
export async function writeVariants(
  trx: Transaction<Database>,
  productId: string,
  plan: ProductPlan,
  now: string,
  move?: MoveContext,
) {
  // Each variant's stock before, for the stock movements (decision 0331).
  const had = new Map(
    (await trx.selectFrom('product_variants').select(['id', 'quantity']).where('product_id', '=', productId).execute()).map(
      (v) => [v.id, Number(v.quantity)] as const,
    ),
  );
  const moves: StockMove[] = [];
  await trx.deleteFrom('product_options').where('product_id', '=', productId).execute();
  if (plan.options.length) {
    await trx
      .insertInto('product_options')
      .values(
        plan.options.map((o, i) => ({
          id: randomUUID(),
          product_id: productId,
          name: o.name,
          position: i,
          option_values: JSON.stringify(o.values),
        })),
      )
      .execute();
  }
  const kept = plan.keepIds.filter((id): id is string => id !== null);
  let removed = trx.deleteFrom('product_variants').where('product_id', '=', productId);
  if (kept.length) removed = removed.where('id', 'not in', kept);
  await removed.execute();
  // SKUs move between kept variants: free them first so the unique index never sees a swap half done.
  for (const id of kept)
    await trx
      .updateTable('product_variants')
      .set({ sku: `~${id}` })
      .where('id', '=', id)
      .execute();
  for (const [i, v] of plan.variants.entries()) {
    const values = variantColumns(plan, v, i, now);
    const id = plan.keepIds[i];
    if (id) {
      await trx.updateTable('product_variants').set(values).where('id', '=', id).execute();
      moves.push({ productId, variantId: id, delta: v.quantity - (had.get(id) ?? 0), after: v.quantity });
    } else {
      const made = randomUUID();
      await trx
        .insertInto('product_variants')
        .values({ ...values, id: made, product_id: productId, created_at: now })
        .execute();
      moves.push({ productId, variantId: made, delta: v.quantity, after: v.quantity });
    }
  }
  const keptSet = new Set(kept);
  for (const [id, q] of had) if (!keptSet.has(id)) moves.push({ productId, variantId: id, delta: -q, after: 0 });
  await recordMoves(trx, move ?? { reason: 'adjust', actor: 'system' }, moves, now);
  await trx.updateTable('products').set(listingColumns(plan.variants)).where('id', '=', productId).execute();
}

/** A variant's stored columns (position i of the plan); a product without options has its one default variant. */
export function variantColumns(plan: ProductPlan, v: ProductPlan['variants'][number], i: number, now: string) {
  const single = plan.options.length === 0;
  return {
    name: v.name ?? '',
    sku: v.sku,
    price: v.price,
    compare_price: v.comparePrice ?? null,
    quantity: v.quantity,
    image: v.image ?? '',
    option_values: JSON.stringify(single ? [] : v.options),
    position: i,
    is_default: single ? 1 : 0,
    updated_at: now,
  };
}

/** What a product derives from its variants: the lowest price and its compare price, summed stock, the first SKU. */
export function listingColumns(
  variants: readonly { sku: string; price: number; comparePrice?: number | null; quantity: number }[],
) {
  const cheapest = variants.reduce((a, b) => (b.price < a.price ? b : a));
  return {
    price: cheapest.price,
    compare_price: cheapest.comparePrice ?? null,
    quantity: variants.reduce((sum, v) => sum + v.quantity, 0),
    sku: variants[0]!.sku,
  };
}

/** The product's categories in order (the first is the primary one, mirrored in products.category_id). */
export async function writeCategories(trx: Transaction<Database>, productId: string, ids: string[]) {
  await trx.deleteFrom('product_categories').where('product_id', '=', productId).execute();
  const unique = [...new Set(ids)];
  if (unique.length) {
    await trx
      .insertInto('product_categories')
      .values(unique.map((category_id, position) => ({ product_id: productId, category_id, position })))
      .execute();
  }
}

export async function writeTags(trx: Transaction<Database>, productId: string, tags: string[]) {
  await trx.deleteFrom('product_tags').where('product_id', '=', productId).execute();
  const unique = [...new Set(tags.map((t) => t.toLowerCase()))];
  if (unique.length) {
    await trx
      .insertInto('product_tags')
      .values(unique.map((tag) => ({ product_id: productId, tag })))
      .execute();
  }
}

/** New product rows (drafts unless `status` is set); their derived price/stock/sku come from writeVariants or listingColumns. */
export async function insertProducts(
  trx: Transaction<Database>,
  rows: { id: string; name: string; slug: string; status?: string; now: string; columns: Partial<Selectable<ProductsTable>> }[],
) {
  const values = rows.map((p) => ({
    name: p.name,
    name_folded: '',
    sku: `~${p.id}`,
    price: 0,
    ...p.columns,
    slug: p.slug,
    updated_at: p.now,
    id: p.id,
    status: p.status ?? 'draft',
    created_at: p.now,
  }));
  // One statement per set of columns: a column one row leaves out keeps its default, not NULL.
  const bySet = new Map<string, typeof values>();
  for (const v of values) {
    const key = Object.keys(v).sort().join();
    bySet.set(key, [...(bySet.get(key) ?? []), v]);
  }
  for (const group of bySet.values()) {
    for (let i = 0; i < group.length; i += 200) {
      await trx
        .insertInto('products')
        .values(group.slice(i, i + 200) as never)
        .execute();
    }
  }
}

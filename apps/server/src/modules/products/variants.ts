import {
  type AdminProduct,
  currentPrice,
  type Product,
  type ProductOption,
  type ProductStatus,
  type ProductVariant,
} from '@sen/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductsTable } from '../../db/schema';
import type { ProductOptionsTable, ProductVariantsTable } from '../../db/tables/catalogue';
import { type ProductRow, parseJson } from '../catalog/mappers';
import { productSelect, withImages } from '../catalog/queries';
import { defaultVariantRow } from './variant-rows';

type SaleFields = Pick<
  Selectable<ProductsTable>,
  'sale_percentage' | 'is_on_sale' | 'sale_start' | 'sale_end' | 'is_available' | 'track_inventory'
>;

export function toVariant(v: Selectable<ProductVariantsTable>, p: SaleFields): ProductVariant {
  const price = Number(v.price);
  const compare = v.compare_price == null ? null : Number(v.compare_price);
  return {
    _id: v.id,
    name: v.name,
    sku: v.sku,
    price: currentPrice({
      price,
      comparePrice: compare,
      salePercentage: p.sale_percentage,
      isOnSale: p.is_on_sale === 1,
      saleStart: p.sale_start,
      saleEnd: p.sale_end,
    }),
    basePrice: price,
    comparePrice: compare,
    quantity: v.quantity,
    isAvailable: p.is_available === 1 && (p.track_inventory === 0 || v.quantity > 0),
    image: v.image,
    options: parseJson<{ name: string; value: string }[]>(v.option_values, []),
    isDefault: v.is_default === 1,
  };
}

export function toOption(o: Selectable<ProductOptionsTable>): ProductOption {
  return { _id: o.id, name: o.name, values: parseJson<string[]>(o.option_values, []) };
}

/**
 * Options and variants of products, in their order. A product inserted without variant rows (an
 * older import, a test fixture) is shown with the default variant migration 0009 would give it.
 */
export async function variantsOf(
  db: Kysely<Database>,
  rows: readonly Selectable<ProductsTable>[],
): Promise<Map<string, { options: ProductOption[]; variants: ProductVariant[] }>> {
  const ids = rows.map((r) => r.id);
  const out = new Map<string, { options: ProductOption[]; variants: ProductVariant[] }>();
  if (ids.length === 0) return out;
  const [options, variants] = await Promise.all([
    db.selectFrom('product_options').selectAll().where('product_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('product_variants').selectAll().where('product_id', 'in', ids).orderBy('position').orderBy('id').execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const r of rows) out.set(r.id, { options: [], variants: [] });
  for (const o of options) out.get(o.product_id)?.options.push(toOption(o));
  for (const v of variants) out.get(v.product_id)?.variants.push(toVariant(v, byId.get(v.product_id)!));
  for (const r of rows) {
    const entry = out.get(r.id)!;
    if (entry.variants.length === 0) {
      const d = defaultVariantRow(r);
      entry.variants.push(toVariant({ ...d, compare_price: d.compare_price ?? null } as Selectable<ProductVariantsTable>, r));
    }
  }
  return out;
}

/** One product for the product page: with its options and variants (`anyStatus` for staff previews). */
export async function findProductWithVariants(
  db: Kysely<Database>,
  idOrSlug: string,
  opts: { anyStatus?: boolean } = {},
): Promise<(Product & { status: string }) | null> {
  const row = (await productSelect(db, opts)
    .where((eb) => eb.or([eb('p.slug', '=', idOrSlug), eb('p.id', '=', idOrSlug)]))
    .executeTakeFirst()) as ProductRow | undefined;
  if (!row) return null;
  const [product] = await withImages(db, [row]);
  const extra = (await variantsOf(db, [row])).get(row.id)!;
  return { ...product!, status: row.status, options: extra.options, variants: extra.variants };
}

/** The product as staff edit it: every content-catalogue field, categories, options and variants. */
export async function loadAdminProduct(db: Kysely<Database>, id: string): Promise<AdminProduct | null> {
  const row = (await productSelect(db, { anyStatus: true }).where('p.id', '=', id).executeTakeFirst()) as ProductRow | undefined;
  if (!row) return null;
  const [[product], extra, categories] = await Promise.all([
    withImages(db, [row]),
    variantsOf(db, [row]),
    db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select(['c.id', 'c.name', 'c.slug'])
      .where('pc.product_id', '=', id)
      .orderBy('pc.position')
      .execute(),
  ]);
  const { options, variants } = extra.get(id)!;
  const seller = await db
    .selectFrom('products as p')
    .innerJoin('sellers as s', 's.id', 'p.seller_id')
    .select(['s.id', 's.shop_name', 's.slug', 'p.seller_review', 'p.seller_review_note'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  const cats = categories.map((c) => ({ _id: c.id, name: c.name, slug: c.slug }));
  if (cats.length === 0 && product!.category) cats.push(product!.category);
  return {
    ...product!,
    status: row.status as ProductStatus,
    costPrice: row.cost_price == null ? null : Number(row.cost_price),
    taxClass: row.tax_class,
    barcode: row.barcode,
    trackInventory: row.track_inventory === 1,
    digital: row.digital === 1,
    hasVariants: options.length > 0,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    metaKeywords: parseJson<string[]>(row.meta_keywords, []),
    categories: cats,
    options,
    variants,
    ...(seller
      ? {
          seller: {
            id: seller.id,
            name: seller.shop_name,
            slug: seller.slug,
            review: (seller.seller_review ?? null) as 'pending' | 'approved' | 'rejected' | null,
            reviewNote: seller.seller_review_note ?? '',
          },
        }
      : {}),
  };
}

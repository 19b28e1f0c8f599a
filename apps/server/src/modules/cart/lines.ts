import {
  type CartItemKind,
  type CartLine,
  cartLineKey,
  errorMessage,
  isSaleActive,
  type Language,
  lineTotal,
  lineUnitPrice,
  savingPercentage,
  weightInKg,
} from '@sen/core';
import { sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import { AppError } from '../../lib/http';
import { parseJson } from '../catalog/mappers';
import type { Tx } from '../orders/db';

/** One line as a client or the server cart refers to it. */
export interface LineRef {
  kind: CartItemKind;
  /** Product id, or course id or code. */
  id: string;
  /** The product's variant as the client named it (absent: its default, only, variant). */
  variantId?: string;
  quantity: number;
  cartItemId?: string;
}

export interface ProductInfo {
  id: string;
  name: string;
  slug: string;
  sku: string;
  price: number;
  compare_price: number | null;
  sale_percentage: number;
  is_on_sale: number;
  sale_start: string | null;
  sale_end: string | null;
  quantity: number;
  is_available: number;
  status: string;
  thumbnail: string;
  attributes: string;
  weight_value: number | null;
  weight_unit: string | null;
  category_name: string | null;
  brand_name: string | null;
  /** The primary category (promotions target it). */
  category_id: string | null;
  /**
   * The variant sold (decision 0140): price, compare price, SKU, stock and image above are the
   * variant's. Null only for a product stored without variant rows (older fixtures): then they
   * are the product's own and its stock is taken on the product row.
   */
  variant_id: string | null;
  /** The variant's name ("256GB / Titan Đen"), '' for a default variant. */
  variant_name: string;
  /** Its option values, in the product's option order. */
  variant_options: { name: string; value: string }[];
  /** The product has options, so the line names its variant (and carts key on it). */
  has_variants: boolean;
  /** Issue 18: the seller's shop (null for the shop's own products) and whether it is approved. */
  seller_id?: string | null;
  seller_name: string | null;
  seller_slug: string | null;
  seller_status: string | null;
}

/** What a product reference resolves to: the line's item, or why there is none. */
export type Missing = { missing: 'PRODUCT_NOT_FOUND' | 'VARIANT_NOT_FOUND' | 'VARIANT_REQUIRED'; name: string };
export type ProductLookup = (ref: { id: string; variantId?: string }) => ProductInfo | Missing;

export function isMissing(found: ProductInfo | Missing): found is Missing {
  return 'missing' in found;
}

export interface CourseInfo {
  id: string;
  code: string;
  title: string;
  slug: string;
  image_url: string;
  price: number;
  discount_price: number | null;
  is_active: number;
  category_name: string | null;
}

/** Same item twice (a product variant added from two tabs) becomes one line with the quantities summed. */
export function mergeRefs(
  refs: readonly { productId?: string; variantId?: string; courseId?: string; quantity: number }[],
): LineRef[] {
  const byKey = new Map<string, LineRef>();
  for (const r of refs) {
    const kind: CartItemKind = r.courseId ? 'course' : 'product';
    const id = (r.courseId ?? r.productId ?? '').trim();
    const variantId = kind === 'product' ? r.variantId?.trim() || undefined : undefined;
    const key = `${kind}:${kind === 'course' ? id.toUpperCase() : cartLineKey(id, variantId)}`;
    const prev = byKey.get(key);
    if (prev) prev.quantity = kind === 'course' ? 1 : prev.quantity + r.quantity;
    else byKey.set(key, { kind, id, ...(variantId ? { variantId } : {}), quantity: kind === 'course' ? 1 : r.quantity });
  }
  return [...byKey.values()];
}

/**
 * The products of some lines with their variants, read in two queries (PostgreSQL: one, the
 * variants as a JSON column of each product — a round trip less for every order, decision 0380).
 * A reference names a variant of the product, or none when the product has a single (default)
 * variant; a product with options needs its variant named (VARIANT_REQUIRED).
 */
export async function loadProducts(db: Tx, ids: string[], dialect?: Dialect): Promise<ProductLookup> {
  const unique = [...new Set(ids)];
  if (!unique.length) return () => ({ missing: 'PRODUCT_NOT_FOUND', name: '' });
  const [rows, variants] =
    dialect === 'postgres'
      ? await productRowsWithVariants(db, unique).then(
          (rows) => [rows.map(({ variants: _, ...r }) => r), rows.flatMap((r) => r.variants)] as const,
        )
      : await Promise.all([productRows(db, unique), variantRows(db, unique)]);
  const products = new Map(rows.map((r) => [r.id, r]));
  const byProduct = new Map<string, typeof variants>();
  for (const v of variants) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
  return (ref) => {
    const p = products.get(ref.id);
    if (!p) return { missing: 'PRODUCT_NOT_FOUND', name: '' };
    const list = byProduct.get(p.id) ?? [];
    const hasVariants = list.length > 1 || list.some((v) => v.is_default !== 1);
    const base = { ...p, variant_id: null, variant_name: '', variant_options: [], has_variants: hasVariants };
    if (list.length === 0)
      return ref.variantId && ref.variantId !== `v-${p.id}` ? { missing: 'VARIANT_NOT_FOUND', name: p.name } : base;
    const v = ref.variantId ? list.find((x) => x.id === ref.variantId) : list.length === 1 ? list[0] : undefined;
    if (!v) return { missing: ref.variantId ? 'VARIANT_NOT_FOUND' : 'VARIANT_REQUIRED', name: p.name };
    const options = parseJson<{ name: string; value: string }[]>(v.option_values, []);
    return {
      ...base,
      sku: v.sku,
      price: v.price,
      compare_price: v.compare_price,
      quantity: v.quantity,
      thumbnail: v.image || p.thumbnail,
      variant_id: v.id,
      variant_name: v.name || (Array.isArray(options) ? options.map((o) => o.value).join(' / ') : ''),
      variant_options: Array.isArray(options) ? options : [],
    };
  };
}

async function variantRows(db: Tx, ids: string[]) {
  return db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'name', 'sku', 'price', 'compare_price', 'quantity', 'image', 'option_values', 'is_default'])
    .where('product_id', 'in', ids)
    .orderBy('position')
    .execute();
}

type VariantRow = Awaited<ReturnType<typeof variantRows>>[number];

/** PostgreSQL: productRows with each product's variants (variantRows' columns, by position) in one statement. */
async function productRowsWithVariants(db: Tx, ids: string[]) {
  return productQuery(db, ids)
    .select(
      sql<VariantRow[]>`(select coalesce(json_agg(json_build_object('id', v.id, 'product_id', v.product_id, 'name', v.name,
        'sku', v.sku, 'price', v.price, 'compare_price', v.compare_price, 'quantity', v.quantity, 'image', v.image,
        'option_values', v.option_values, 'is_default', v.is_default) order by v.position), '[]'::json)
        from product_variants v where v.product_id = p.id)`.as('variants'),
    )
    .execute();
}

async function productRows(db: Tx, ids: string[]) {
  return productQuery(db, ids).execute();
}

function productQuery(db: Tx, ids: string[]) {
  return db
    .selectFrom('products as p')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('sellers as sl', 'sl.id', 'p.seller_id')
    .select([
      'p.id',
      'p.name',
      'p.slug',
      'p.sku',
      'p.price',
      'p.compare_price',
      'p.sale_percentage',
      'p.is_on_sale',
      'p.sale_start',
      'p.sale_end',
      'p.quantity',
      'p.is_available',
      'p.status',
      'p.thumbnail',
      'p.attributes',
      'p.weight_value',
      'p.weight_unit',
      'c.name as category_name',
      'b.name as brand_name',
      'p.category_id',
      'p.seller_id',
      'sl.shop_name as seller_name',
      'sl.slug as seller_slug',
      'sl.status as seller_status',
    ])
    .where('p.id', 'in', ids);
}

/** A line's item, or a 404/409/400 on its field (`at` is "items.N", or '' for a single-line call). */
export function productOrThrow(
  lookup: ProductLookup,
  ref: { id: string; variantId?: string },
  at: string,
  lang: Language,
): ProductInfo {
  const found = lookup(ref);
  if (!isMissing(found)) return found;
  const code = found.missing;
  const field = `${at ? `${at}.` : ''}${code === 'PRODUCT_NOT_FOUND' ? 'productId' : 'variantId'}`;
  const params = { name: found.name };
  throw new AppError(code === 'VARIANT_REQUIRED' ? 400 : 404, code, params, [
    { field, message: errorMessage(code, lang, params) },
  ]);
}

/** Courses by id or by code (maKhoaHoc, any case); the map holds both keys. */
export async function loadCourses(db: Tx, refs: string[]): Promise<Map<string, CourseInfo>> {
  if (!refs.length) return new Map();
  const codes = refs.map((r) => r.toUpperCase());
  const rows = await db
    .selectFrom('courses as c')
    .leftJoin('course_categories as k', 'k.id', 'c.category_id')
    .select([
      'c.id',
      'c.code',
      'c.title',
      'c.slug',
      'c.image_url',
      'c.price',
      'c.discount_price',
      'c.is_active',
      'k.name as category_name',
    ])
    .where((eb) => eb.or([eb('c.id', 'in', refs), eb('c.code', 'in', codes)]))
    .execute();
  const map = new Map<string, CourseInfo>();
  for (const r of rows) {
    map.set(r.id, r);
    map.set(r.code.toUpperCase(), r);
  }
  return map;
}

export function courseOf(map: Map<string, CourseInfo>, ref: string): CourseInfo | undefined {
  return map.get(ref) ?? map.get(ref.toUpperCase());
}

/**
 * A product can be bought: published, not switched off by staff, and (a seller's) while their shop
 * is approved — the listing and product pages hide the others (decision 0292). Stock is checked apart.
 */
export function purchasable(p: ProductInfo): boolean {
  return p.status === 'published' && p.is_available === 1 && (!p.seller_id || p.seller_status === 'approved');
}

export function productPriceFields(p: ProductInfo) {
  return {
    price: Number(p.price),
    comparePrice: p.compare_price === null ? null : Number(p.compare_price),
    salePercentage: p.sale_percentage,
    isOnSale: p.is_on_sale === 1,
    saleStart: p.sale_start,
    saleEnd: p.sale_end,
  };
}

/** Only attributes with one value describe the item bought ("Dung lượng: 256GB", not every colour on offer). */
function singleAttributes(raw: string): { name: string; value: string }[] {
  const list = parseJson<{ name: string; value: string }[]>(raw, []);
  if (!Array.isArray(list)) return [];
  const counts = new Map<string, number>();
  for (const a of list) counts.set(a.name, (counts.get(a.name) ?? 0) + 1);
  return list.filter((a) => counts.get(a.name) === 1).map((a) => ({ name: String(a.name), value: String(a.value) }));
}

/** Spec 1 §3 cart item for a product, priced now (decision 0006). */
export function productLine(p: ProductInfo, quantity: number, now: number, cartItemId?: string): CartLine {
  const fields = productPriceFields(p);
  const price = lineUnitPrice(fields, now);
  const saleOn = isSaleActive(fields, now);
  // The struck-through price: the regular price during a sale, a list price above the price otherwise.
  const compare = fields.isOnSale ? (saleOn ? fields.comparePrice : null) : fields.comparePrice;
  return {
    kind: 'product',
    id: p.id,
    variantId: p.variant_id,
    hasVariants: p.has_variants,
    cartItemId: cartItemId ?? cartLineKey(p.id, p.has_variants ? p.variant_id : null),
    name: p.has_variants && p.variant_name ? `${p.name} — ${p.variant_name}` : p.name,
    slug: p.slug,
    image: p.thumbnail,
    price,
    comparePrice: compare !== null && compare > price ? compare : null,
    salePercentage: saleOn ? fields.salePercentage : 0,
    isOnSale: saleOn,
    quantity,
    stockQuantity: Math.max(0, p.quantity),
    attributes: p.variant_options.length ? p.variant_options : singleAttributes(p.attributes),
    sku: p.sku,
    categoryName: p.category_name ?? '',
    brandName: p.brand_name ?? '',
    lineTotal: lineTotal(price, quantity),
    isDigital: false,
    weightKg: weightInKg(p.weight_value === null ? null : Number(p.weight_value), p.weight_unit),
    isAvailable: purchasable(p) && p.quantity >= quantity && quantity > 0,
    categoryId: p.category_id,
    ...(p.seller_id && p.seller_name && p.seller_slug
      ? { soldBy: { id: p.seller_id, name: p.seller_name, slug: p.seller_slug } }
      : {}),
  };
}

/** A course's price: its discount price when lower than the list price. */
export function coursePrice(c: CourseInfo): number {
  const list = Number(c.price);
  const discount = c.discount_price === null ? null : Number(c.discount_price);
  return Math.max(0, discount !== null && discount < list ? discount : list);
}

/** A paid course as a digital cart line: no stock, no weight, bought once. */
export function courseLine(c: CourseInfo, cartItemId?: string): CartLine {
  const price = coursePrice(c);
  const list = Number(c.price);
  return {
    kind: 'course',
    id: c.id,
    cartItemId: cartItemId ?? c.id,
    name: c.title,
    slug: c.slug,
    image: c.image_url,
    price,
    comparePrice: list > price ? list : null,
    salePercentage: savingPercentage(price, list),
    isOnSale: list > price,
    quantity: 1,
    stockQuantity: 1,
    attributes: [{ name: 'Mã khóa học', value: c.code }],
    sku: c.code,
    categoryName: c.category_name ?? '',
    brandName: '',
    lineTotal: price,
    isDigital: true,
    weightKg: null,
    isAvailable: c.is_active === 1,
  };
}

import { z } from 'zod';
import { PAGE_SIZES } from '../catalog';

/** Up to 3 options per product (issue 12). */
export const MAX_PRODUCT_OPTIONS = 3;
/** At most this many variants (3 options of up to 10 values would be 1000: too many for one page). */
export const MAX_PRODUCT_VARIANTS = 100;
export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const TAX_CLASSES = ['standard', 'reduced', 'zero'] as const;

/** Spec 2 §5: "metaKeywords given as a comma-separated string are split and trimmed into a list". */
export function splitKeywords(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value.flatMap((v) => v.split(','));
  return [...new Set(parts.map((k) => k.trim()).filter(Boolean))].slice(0, 50);
}

const text = (max: number) => z.string().trim().max(max);
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(120)
  .regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'slug_invalid' });
/** A form checkbox: true/false, 1/0, on/off (multipart sends text). */
const formBool = z.union([z.boolean(), z.string().trim().toLowerCase()]).transform((v, ctx) => {
  if (typeof v === 'boolean') return v;
  if (['true', '1', 'on', 'yes'].includes(v)) return true;
  if (['false', '0', 'off', 'no', ''].includes(v)) return false;
  ctx.addIssue({ code: 'custom', message: 'catalogue.boolean.invalid' });
  return z.NEVER;
});
const formInt = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, { message: 'invalid' })
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
const keywords = z.union([z.string().max(2000), z.array(z.string().max(200)).max(50)]).transform(splitKeywords);
/** An id, or empty for "none". */
const optionalId = z
  .string()
  .trim()
  .max(100)
  .transform((v) => v || null);

/** An image kept as an address: http(s), or one of our uploads; never javascript:, data: or //host. */
export function isAllowedImageUrl(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return /^\/uploads\/[A-Za-z0-9._~/-]+$/.test(value) && !value.split('/').includes('..');
  return /^https?:\/\/[^\s\\"'<>]+$/i.test(value);
}
export const imageUrlSchema = z.string().trim().max(500).refine(isAllowedImageUrl, { message: 'catalogue.image.url' });

/**
 * POST/PUT /categories multipart text fields (spec 2 §7). `image` is a file part or a text field
 * (an address; empty removes the picture); absent keeps it. Every field is optional on PUT.
 */
export const categoryFormSchema = z.object({
  name: z.string({ message: 'catalogue.name.required' }).trim().max(200).min(1, { message: 'catalogue.name.required' }),
  slug: slug.or(z.literal('')).optional(),
  description: text(5000).optional(),
  isActive: formBool.optional(),
  metaTitle: text(200).optional(),
  metaDescription: text(500).optional(),
  metaKeywords: keywords.optional(),
  image: imageUrlSchema.optional(),
  displayOrder: formInt(-100_000, 100_000).optional(),
  parent: optionalId.optional(),
});
export const categoryUpdateSchema = categoryFormSchema.partial();
export type CategoryForm = z.output<typeof categoryFormSchema>;
export type CategoryPatch = z.output<typeof categoryUpdateSchema>;

const website = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^https?:\/\/[^\s\\"'<>]+\.[^\s\\"'<>]+$/i.test(v), { message: 'catalogue.website.invalid' });

/** POST/PUT /brands multipart text fields (spec 2 §7); logo and coverImage like a category's image. */
export const brandFormSchema = z.object({
  name: z.string({ message: 'catalogue.name.required' }).trim().max(200).min(1, { message: 'catalogue.name.required' }),
  slug: slug.or(z.literal('')).optional(),
  description: text(5000).optional(),
  logo: imageUrlSchema.optional(),
  coverImage: imageUrlSchema.optional(),
  website: website.optional(),
  isActive: formBool.optional(),
  isFeatured: formBool.optional(),
  metaTitle: text(200).optional(),
  metaDescription: text(500).optional(),
  metaKeywords: keywords.optional(),
  'origin.country': text(100).optional(),
  'origin.year': z
    .union([z.literal(''), formInt(1800, 2100)])
    .transform((v) => (v === '' ? null : v))
    .optional(),
});
export const brandUpdateSchema = brandFormSchema.partial();
export type BrandForm = z.output<typeof brandFormSchema>;
export type BrandPatch = z.output<typeof brandUpdateSchema>;

const money = (required: string, min: string) =>
  z.number({ message: required }).int({ message: min }).min(0, { message: min }).max(1e13);
const sku = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, { message: 'product.sku.invalid' })
  .max(64)
  .regex(/^[A-Z0-9][A-Z0-9._-]*$/, { message: 'product.sku.invalid' });
const nameValue = z.object({ name: text(100).min(1), value: text(1000) });
const isoDate = z.iso.datetime({ offset: true });

export const productOptionSchema = z.object({
  name: text(50).min(1, { message: 'catalogue.name.required' }),
  values: z.array(text(50).min(1)).min(1, { message: 'product.option.values.required' }).max(30),
});
export const productVariantSchema = z.object({
  /** Present when updating an existing variant (keeps its id, so carts and orders keep pointing at it). */
  _id: z.string().trim().max(100).optional(),
  name: text(200).optional(),
  sku: sku.optional(),
  price: money('product.price.required', 'product.price.min'),
  comparePrice: money('product.price.min', 'product.price.min').nullable().optional(),
  quantity: z
    .number()
    .int({ message: 'product.quantity.min' })
    .min(0, { message: 'product.quantity.min' })
    .max(10_000_000)
    .default(0),
  image: imageUrlSchema.optional(),
  options: z
    .array(z.object({ name: text(50).min(1), value: text(50).min(1) }))
    .max(MAX_PRODUCT_OPTIONS)
    .default([]),
});
export type ProductOptionInput = z.output<typeof productOptionSchema>;
export type ProductVariantInput = z.output<typeof productVariantSchema>;

export interface OptionIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The rules tying options and variants together (issue 12): ≤ 3 options with distinct names and
 * values; with options, every variant picks one value of each and no two variants the same
 * combination; without options, exactly one (default) variant; SKUs distinct within the product.
 */
export function optionVariantIssues(options: ProductOptionInput[], variants: ProductVariantInput[]): OptionIssue[] {
  const issues: OptionIssue[] = [];
  if (options.length > MAX_PRODUCT_OPTIONS) issues.push({ path: ['options'], message: 'product.options.max' });
  const names = new Set<string>();
  options.forEach((o, i) => {
    const key = o.name.toLowerCase();
    if (names.has(key)) issues.push({ path: ['options', i, 'name'], message: 'product.option.name.duplicate' });
    names.add(key);
    const seen = new Set<string>();
    o.values.forEach((v, k) => {
      if (seen.has(v.toLowerCase()))
        issues.push({ path: ['options', i, 'values', k], message: 'product.option.value.duplicate' });
      seen.add(v.toLowerCase());
    });
  });
  if (variants.length === 0) issues.push({ path: ['variants'], message: 'product.variants.required' });
  if (options.length === 0 && variants.length > 1) issues.push({ path: ['variants'], message: 'product.variants.single' });
  const combos = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((v, i) => {
    if (v.sku) {
      if (skus.has(v.sku)) issues.push({ path: ['variants', i, 'sku'], message: 'product.sku.duplicate' });
      skus.add(v.sku);
    }
    if (v.comparePrice != null && v.comparePrice < v.price) {
      issues.push({ path: ['variants', i, 'comparePrice'], message: 'product.comparePrice.min' });
    }
    if (options.length === 0) return;
    const picked = options.map((o) => {
      const chosen = v.options.find((x) => x.name.toLowerCase() === o.name.toLowerCase());
      return chosen && o.values.some((val) => val.toLowerCase() === chosen.value.toLowerCase())
        ? chosen.value.toLowerCase()
        : null;
    });
    const extra = v.options.some((x) => !options.some((o) => o.name.toLowerCase() === x.name.toLowerCase()));
    if (picked.includes(null) || extra) {
      issues.push({ path: ['variants', i, 'options'], message: 'product.variant.option.invalid' });
      return;
    }
    const key = picked.join('\u0000');
    if (combos.has(key)) issues.push({ path: ['variants', i, 'options'], message: 'product.variant.combination.duplicate' });
    combos.add(key);
  });
  return issues;
}

const dimensions = z
  .object({
    length: z.number().min(0).max(100_000),
    width: z.number().min(0).max(100_000),
    height: z.number().min(0).max(100_000),
    unit: z.enum(['mm', 'cm', 'm', 'in']).default('cm'),
  })
  .nullable();
const weight = z.object({ value: z.number().min(0).max(100_000), unit: z.enum(['g', 'kg', 'lb']).default('kg') }).nullable();

/**
 * The product fields of POST /products and PATCH /products/{id} (JSON, spec 2 §3 content
 * catalogue). Without `variants`, price / comparePrice / quantity / sku describe the default variant.
 */
const productFields = {
  name: z.string({ message: 'product.name.required' }).trim().max(300).min(1, { message: 'product.name.required' }),
  slug: slug.optional(),
  sku: sku.optional(),
  barcode: text(64).nullable().optional(),
  shortDescription: text(1000).optional(),
  description: text(100_000).optional(),
  price: money('product.price.required', 'product.price.min'),
  comparePrice: money('product.price.min', 'product.price.min').nullable().optional(),
  costPrice: money('product.price.min', 'product.price.min').nullable().optional(),
  taxClass: z.enum(TAX_CLASSES).optional(),
  quantity: z
    .number()
    .int({ message: 'product.quantity.min' })
    .min(0, { message: 'product.quantity.min' })
    .max(10_000_000)
    .optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  isNew: z.boolean().optional(),
  isBestseller: z.boolean().optional(),
  isOnSale: z.boolean().optional(),
  salePercentage: z.number().int().min(0).max(100).optional(),
  saleStart: isoDate.nullable().optional(),
  saleEnd: isoDate.nullable().optional(),
  trackInventory: z.boolean().optional(),
  digital: z.boolean().optional(),
  thumbnail: imageUrlSchema.optional(),
  weight: weight.optional(),
  dimensions: dimensions.optional(),
  warranty: z.object({ months: z.number().int().min(0).max(240), description: text(500).default('') }).optional(),
  tags: z.array(text(60).min(1)).max(30).optional(),
  specifications: z.array(nameValue).max(100).optional(),
  attributes: z.array(nameValue).max(100).optional(),
  metaTitle: text(200).optional(),
  metaDescription: text(500).optional(),
  metaKeywords: keywords.optional(),
  /** Category ids; the first is the primary one (breadcrumbs). */
  categories: z.array(z.string().trim().min(1).max(100)).max(10).optional(),
  brand: z.string().trim().max(100).nullable().optional(),
  options: z.array(productOptionSchema).max(MAX_PRODUCT_OPTIONS, { message: 'product.options.max' }).optional(),
  variants: z.array(productVariantSchema).max(MAX_PRODUCT_VARIANTS).optional(),
};

function checkProduct(
  p: {
    options?: ProductOptionInput[];
    variants?: ProductVariantInput[];
    saleStart?: string | null;
    saleEnd?: string | null;
    price?: number;
    comparePrice?: number | null;
  },
  ctx: z.RefinementCtx,
) {
  if (p.variants) {
    for (const issue of optionVariantIssues(p.options ?? [], p.variants)) ctx.addIssue({ code: 'custom', ...issue });
  } else if (p.options?.length) {
    ctx.addIssue({ code: 'custom', path: ['variants'], message: 'product.variants.required' });
  }
  if (p.saleStart && p.saleEnd && Date.parse(p.saleStart) >= Date.parse(p.saleEnd)) {
    ctx.addIssue({ code: 'custom', path: ['saleEnd'], message: 'product.sale.dates' });
  }
  if (!p.variants && p.price !== undefined && p.comparePrice != null && p.comparePrice < p.price) {
    ctx.addIssue({ code: 'custom', path: ['comparePrice'], message: 'product.comparePrice.min' });
  }
}

export const productCreateSchema = z
  .object({
    ...productFields,
    // With variants, the product's price is derived from them.
    price: productFields.price.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.price === undefined && !p.variants?.length) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'product.price.required' });
    }
    checkProduct(p, ctx);
  });
export const productUpdateSchema = z.object(productFields).partial().superRefine(checkProduct);
export type ProductCreate = z.output<typeof productCreateSchema>;
export type ProductPatch = z.output<typeof productUpdateSchema>;

export const productRecordParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
export const productImageParamsSchema = z.object({
  id: z.string().trim().min(1).max(100),
  imageId: z.string().trim().min(1).max(100),
});
/** PATCH /products/{id}/images/{imageId}: alt text, main image, position. */
export const productImagePatchSchema = z.object({
  alt: text(300).optional(),
  isMain: z.literal(true).optional(),
  position: z.number().int().min(0).max(1000).optional(),
});
/** PUT /products/{id}/images/order: every image id in the new order. */
export const productImageOrderSchema = z.object({ ids: z.array(z.string().trim().min(1).max(100)).min(1).max(100) });

export const ADMIN_PRODUCT_SORTS = ['updatedAt', 'createdAt', 'name', 'price', 'quantity', 'sold', 'sku'] as const;
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /admin/products (and the CSV export): the admin table's page, sort, search and filters. */
export const adminProductListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'page_size' })
    .default(20),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().trim().max(200).optional(),
  status: z.enum([...PRODUCT_STATUSES, 'all']).default('all'),
  category: z.string().trim().max(100).optional(),
  brand: z.string().trim().max(100).optional(),
  stock: z.enum(['in', 'low', 'out']).optional(),
  onSale: flag.optional(),
  /** Issue 18: one seller's products (seller id; the seller area forces the caller's own), or 'shop' for the shop's. */
  seller: z.string().trim().max(100).optional(),
  /** Issue 18: sellers' products by moderation state. */
  review: z.enum(['pending', 'approved', 'rejected']).optional(),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

/** GET /admin/audit-log. */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'page_size' })
    .default(20),
  user: z.string().trim().max(100).optional(),
  entity: z.string().trim().max(50).optional(),
  entityId: z.string().trim().max(100).optional(),
  action: z.string().trim().max(50).optional(),
  from: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  to: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const importJobParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** Products one bulk action may change at once (one transaction). */
export const MAX_BULK_PRODUCTS = 1000;

/**
 * POST /admin/products/bulk: one action on the selected products. Prices change on every variant
 * (by % or an amount, rounded to whole VND, never below 0); stock moves by `delta` on every
 * variant (never below 0).
 */
export const productBulkSchema = z.discriminatedUnion('action', [
  z.object({
    ids: z.array(z.string().trim().min(1).max(100)).min(1).max(MAX_BULK_PRODUCTS),
    action: z.enum(['publish', 'unpublish', 'archive']),
  }),
  z.object({
    ids: z.array(z.string().trim().min(1).max(100)).min(1).max(MAX_BULK_PRODUCTS),
    action: z.literal('setCategory'),
    category: z.string().trim().min(1, { message: 'product.category.unknown' }).max(100),
  }),
  z.object({
    ids: z.array(z.string().trim().min(1).max(100)).min(1).max(MAX_BULK_PRODUCTS),
    action: z.literal('changePrice'),
    mode: z.enum(['percent', 'amount']),
    value: z.number().min(-1e12).max(1e12),
  }),
  z.object({
    ids: z.array(z.string().trim().min(1).max(100)).min(1).max(MAX_BULK_PRODUCTS),
    action: z.literal('adjustStock'),
    delta: z.number().int().min(-10_000_000).max(10_000_000),
  }),
]);
export type ProductBulk = z.output<typeof productBulkSchema>;

/** POST /admin/products/import: `?dryRun=true` only reports, nothing is written. */
export const importQuerySchema = z.object({ dryRun: z.enum(['true', 'false']).optional() });

import { z } from 'zod';
import { PRODUCT_STATUSES, TAX_CLASSES } from '../catalogue/schemas';

/*
 * The back office's form schemas. Messages are i18n keys of the admin area (the form translates
 * them); the server validates again and its field messages land on the same fields.
 */

const text = (max: number) => z.string().trim().max(max, 'adminKit.v.tooLong');
const money = z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(0, 'adminKit.v.min0');
const optionalMoney = money.nullable();
const slug = z
  .string()
  .trim()
  .max(200, 'adminKit.v.tooLong')
  .regex(/^[a-z0-9]*(?:-[a-z0-9]+)*$/, 'adminKit.v.slug');
const keywords = z.string().max(500, 'adminKit.v.tooLong');

export const categoryFormSchema = z.object({
  name: z.string().trim().min(1, 'adminKit.v.required').max(120, 'adminKit.v.tooLong'),
  slug,
  description: text(2000),
  parent: z.string(),
  isActive: z.boolean(),
  displayOrder: z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(0, 'adminKit.v.min0'),
  metaTitle: text(70),
  metaDescription: text(160),
  metaKeywords: keywords,
});
export type CategoryForm = z.infer<typeof categoryFormSchema>;

const currentYear = new Date().getFullYear();
export const brandFormSchema = z.object({
  name: z.string().trim().min(1, 'adminKit.v.required').max(120, 'adminKit.v.tooLong'),
  slug,
  description: text(2000),
  website: z.union([z.literal(''), z.url({ error: 'adminKit.v.url' })]),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  metaTitle: text(70),
  metaDescription: text(160),
  metaKeywords: keywords,
  originCountry: text(80),
  originYear: z
    .number({ error: 'adminKit.v.number' })
    .int('adminKit.v.integer')
    .min(1800, 'adminKit.v.year')
    .max(currentYear, 'adminKit.v.year')
    .nullable(),
});
export type BrandForm = z.infer<typeof brandFormSchema>;

export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;

const variantSchema = z.object({
  _id: z.string().optional(),
  name: z.string(),
  sku: z.string().trim().min(1, 'adminKit.v.required').max(64, 'adminKit.v.tooLong'),
  price: money,
  comparePrice: optionalMoney,
  quantity: z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(0, 'adminKit.v.min0'),
  image: z.string().nullable(),
  options: z.array(z.object({ name: z.string(), value: z.string() })),
});

export const productFormSchema = z
  .object({
    name: z.string().trim().min(1, 'adminKit.v.productName').max(200, 'adminKit.v.tooLong'),
    slug,
    status: z.enum(PRODUCT_STATUSES),
    shortDescription: text(500),
    description: text(20000),
    sku: z.string().trim().max(64, 'adminKit.v.tooLong'),
    barcode: text(64),
    price: money,
    comparePrice: optionalMoney,
    costPrice: optionalMoney,
    taxClass: z.enum(TAX_CLASSES),
    quantity: z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(0, 'adminKit.v.min0'),
    trackInventory: z.boolean(),
    digital: z.boolean(),
    isNew: z.boolean(),
    isBestseller: z.boolean(),
    saleStart: z.string(),
    saleEnd: z.string(),
    categories: z.array(z.string()),
    brand: z.string(),
    tags: z.string().max(500, 'adminKit.v.tooLong'),
    metaTitle: text(70),
    metaDescription: text(160),
    metaKeywords: keywords,
    weightValue: z.number({ error: 'adminKit.v.number' }).min(0, 'adminKit.v.min0').nullable(),
    warrantyMonths: z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(0, 'adminKit.v.min0').nullable(),
    warrantyDescription: text(300),
    options: z
      .array(
        z.object({
          name: z.string().trim().min(1, 'adminKit.v.required').max(40, 'adminKit.v.tooLong'),
          values: z.array(z.string().trim().min(1).max(60)).min(1, 'adminKit.v.optionValues'),
        }),
      )
      .max(MAX_OPTIONS, 'adminKit.v.maxOptions'),
    variants: z.array(variantSchema).max(MAX_VARIANTS, 'adminKit.v.maxVariants'),
  })
  .superRefine((value, ctx) => {
    if (value.saleStart && value.saleEnd && value.saleEnd <= value.saleStart) {
      ctx.addIssue({ code: 'custom', path: ['saleEnd'], message: 'adminKit.v.saleWindow' });
    }
    if (value.comparePrice !== null && value.comparePrice < value.price) {
      ctx.addIssue({ code: 'custom', path: ['comparePrice'], message: 'adminKit.v.comparePrice' });
    }
    const seen = new Map<string, number>();
    value.variants.forEach((variant, index) => {
      const key = variant.sku.trim().toLowerCase();
      if (!key) return;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['variants', index, 'sku'], message: 'adminKit.v.skuDuplicate' });
      else seen.set(key, index);
    });
  });
export type ProductForm = z.infer<typeof productFormSchema>;

/** Every combination of the options' values, in the order they are listed ("256GB / Đen"). */
export function variantCombinations(options: { name: string; values: string[] }[]): { name: string; value: string }[][] {
  const used = options.filter((o) => o.name.trim() && o.values.length > 0);
  if (used.length === 0) return [];
  return used.reduce<{ name: string; value: string }[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, { name: option.name.trim(), value }])),
    [[]],
  );
}

/** The variant matrix for new options: existing rows keep their price, stock and SKU when their values still exist. */
export function buildVariantMatrix<V extends { name: string; sku: string; options: { name: string; value: string }[] }>(
  options: { name: string; values: string[] }[],
  current: V[],
  fresh: (combo: { name: string; value: string }[], name: string, sku: string) => V,
  baseSku: string,
): V[] {
  const key = (combo: { name: string; value: string }[]) => combo.map((c) => `${c.name}\u0000${c.value}`).join('\u0001');
  const byKey = new Map(current.map((v) => [key(v.options), v]));
  return variantCombinations(options).map((combo) => {
    const name = combo.map((c) => c.value).join(' / ');
    const existing = byKey.get(key(combo));
    if (existing) return { ...existing, name };
    const suffix = combo.map((c) => skuPart(c.value)).join('-');
    return fresh(combo, name, baseSku ? `${baseSku}-${suffix}` : suffix);
  });
}

function skuPart(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u0111/gi, 'd')
    .replace(/[^a-zA-Z0-9]+/g, '')
    .toUpperCase()
    .slice(0, 12);
}

/** "a, b , ,c" → ["a", "b", "c"] (spec 2 §5: keywords typed comma-separated). */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

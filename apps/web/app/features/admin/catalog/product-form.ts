import { type ProductForm, splitList } from '@sen/core/admin-catalog/forms';
import type { ProductCreate, TAX_CLASSES } from '@sen/core/catalogue/schemas';
import type { AdminProduct } from '@sen/core/catalogue/types';

/** An ISO instant as a datetime-local value in the browser's zone, and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export const EMPTY_PRODUCT: ProductForm = {
  name: '',
  slug: '',
  status: 'draft',
  shortDescription: '',
  description: '',
  sku: '',
  barcode: '',
  price: 0,
  comparePrice: null,
  costPrice: null,
  taxClass: 'standard',
  quantity: 0,
  trackInventory: true,
  digital: false,
  isNew: true,
  isBestseller: false,
  saleStart: '',
  saleEnd: '',
  categories: [],
  brand: '',
  tags: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  weightValue: null,
  warrantyMonths: null,
  warrantyDescription: '',
  options: [],
  variants: [],
};

export function productToForm(p: AdminProduct): ProductForm {
  const hasOptions = p.options.length > 0;
  return {
    name: p.name,
    slug: p.slug,
    status: p.status,
    shortDescription: p.shortDescription,
    description: p.description,
    sku: p.sku,
    barcode: p.barcode ?? '',
    price: p.price,
    comparePrice: p.comparePrice,
    costPrice: p.costPrice,
    taxClass: (p.taxClass as (typeof TAX_CLASSES)[number]) || 'standard',
    quantity: p.quantity,
    trackInventory: p.trackInventory,
    digital: p.digital,
    isNew: p.isNew,
    isBestseller: p.isBestseller,
    saleStart: toLocalInput(p.saleStart),
    saleEnd: toLocalInput(p.saleEnd),
    categories: p.categories.map((c) => c._id),
    brand: p.brand?._id ?? '',
    tags: p.tags.join(', '),
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    metaKeywords: p.metaKeywords.join(', '),
    weightValue: p.weight?.value ?? null,
    warrantyMonths: p.warranty?.months || null,
    warrantyDescription: p.warranty?.description ?? '',
    options: p.options.map((o) => ({ name: o.name, values: o.values })),
    // Without options the one default variant is edited through the product's own fields.
    variants: hasOptions
      ? p.variants.map((v) => ({
          _id: v._id,
          name: v.name,
          sku: v.sku,
          price: v.basePrice,
          comparePrice: v.comparePrice,
          quantity: v.quantity,
          image: v.image || null,
          options: v.options,
        }))
      : [],
  };
}

/** The JSON body of POST /products and PATCH /products/{id} (productCreateSchema in core). */
export function formToBody(f: ProductForm, previous: AdminProduct | null): ProductCreate {
  const hasOptions = f.options.length > 0;
  const defaultId = previous && previous.options.length === 0 ? previous.variants[0]?._id : undefined;
  return {
    name: f.name,
    ...(f.slug ? { slug: f.slug } : {}),
    ...(f.sku.trim() ? { sku: f.sku.trim().toUpperCase() } : {}),
    status: f.status,
    shortDescription: f.shortDescription,
    description: f.description,
    barcode: f.barcode || null,
    price: f.price,
    comparePrice: f.comparePrice,
    costPrice: f.costPrice,
    taxClass: f.taxClass,
    quantity: f.quantity,
    trackInventory: f.trackInventory,
    digital: f.digital,
    isNew: f.isNew,
    isBestseller: f.isBestseller,
    saleStart: fromLocalInput(f.saleStart),
    saleEnd: fromLocalInput(f.saleEnd),
    categories: f.categories,
    brand: f.brand || null,
    tags: splitList(f.tags),
    metaTitle: f.metaTitle,
    metaDescription: f.metaDescription,
    metaKeywords: splitList(f.metaKeywords),
    weight: f.weightValue === null ? null : { value: f.weightValue, unit: 'g' },
    warranty: { months: f.warrantyMonths ?? 0, description: f.warrantyDescription },
    options: f.options,
    variants: hasOptions
      ? f.variants.map((v) => ({
          ...(v._id ? { _id: v._id } : {}),
          name: v.name,
          sku: v.sku.trim().toUpperCase(),
          price: v.price,
          comparePrice: v.comparePrice,
          quantity: v.quantity,
          ...(v.image ? { image: v.image } : {}),
          options: v.options,
        }))
      : [
          {
            ...(defaultId ? { _id: defaultId } : {}),
            ...(f.sku.trim() ? { sku: f.sku.trim().toUpperCase() } : {}),
            price: f.price,
            comparePrice: f.comparePrice,
            quantity: f.quantity,
            options: [],
          },
        ],
  };
}

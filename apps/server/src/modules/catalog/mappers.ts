import {
  type Brand,
  type Category,
  currentPrice,
  type Language,
  type NameValue,
  type Product,
  type ProductImage,
  type ProductSummary,
} from '@sen/core';
import type { Selectable } from 'kysely';
import type { BrandsTable, CategoriesTable, ProductImagesTable, ProductsTable } from '../../db/schema';
import { type ImageSources, srcset } from '../../lib/images';
import { translate } from '../../lib/translations';

/** What a shopper reads of a category or brand, translated per language (decision 0100). */
const TAXONOMY_TEXT = ['name', 'description', 'metaTitle', 'metaDescription'] as const;

type Translated = { translations?: string };

export function parseJson<T>(raw: string | null | undefined, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function toCategory(r: CategoriesTable & Translated, productCount = 0, lang: Language = 'vi'): Category {
  const category: Category = {
    _id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    image: r.image,
    parent: r.parent_id,
    isActive: r.is_active === 1,
    displayOrder: r.display_order,
    metaTitle: r.meta_title,
    metaDescription: r.meta_description,
    metaKeywords: parseJson<string[]>(r.meta_keywords, []),
    productCount,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
  return translate(category, r.translations, lang, TAXONOMY_TEXT);
}

export function toBrand(r: BrandsTable & Translated, productCount = 0, lang: Language = 'vi'): Brand {
  const brand: Brand = {
    _id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    logo: r.logo,
    coverImage: r.cover_image,
    website: r.website,
    isActive: r.is_active === 1,
    isFeatured: r.is_featured === 1,
    displayOrder: r.display_order,
    metaTitle: r.meta_title,
    metaDescription: r.meta_description,
    metaKeywords: parseJson<string[]>(r.meta_keywords, []),
    origin: { country: r.origin_country, year: r.origin_year },
    productCount,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
  return translate(brand, r.translations, lang, TAXONOMY_TEXT);
}

export type ProductRow = Selectable<ProductsTable> & {
  category_name: string | null;
  category_slug: string | null;
  brand_name: string | null;
  brand_slug: string | null;
  /** Issue 18: the seller's shop (absent or null for the shop's own products). */
  seller_name?: string | null;
  seller_slug?: string | null;
};

function withIds(list: Array<{ name: string; value: string; _id?: string }>, prefix: string): NameValue[] {
  return list.map((x, i) => ({ _id: x._id ?? `${prefix}-${i}`, name: x.name, value: x.value }));
}

/** The stored renditions (product_images.sources) as a WebP srcset; absent for pictures stored before the pipeline. */
function renditions(sources: string | null | undefined): string | null {
  const s = parseJson<ImageSources | null>(sources ?? null, null);
  if (!s?.widths?.length || !s.formats?.includes('webp')) return null;
  return srcset(s, 'webp');
}

export function toProduct(r: ProductRow, images: Selectable<ProductImagesTable>[]): Product {
  const imgs: ProductImage[] = images
    .sort((a, b) => b.is_main - a.is_main || a.sort_order - b.sort_order)
    .map((i) => {
      const set = renditions(i.sources);
      return {
        _id: i.id,
        url: i.url,
        alt: i.alt,
        isMain: i.is_main === 1,
        width: i.width,
        height: i.height,
        ...(set ? { srcset: set } : {}),
      };
    });
  return {
    ...(r.seller_slug && r.seller_name ? { soldBy: { slug: r.seller_slug, name: r.seller_name } } : {}),
    _id: r.id,
    id: r.id,
    name: r.name,
    slug: r.slug,
    sku: r.sku,
    price: currentPrice({
      price: r.price,
      comparePrice: r.compare_price,
      salePercentage: r.sale_percentage,
      isOnSale: r.is_on_sale === 1,
      saleStart: r.sale_start,
      saleEnd: r.sale_end,
    }),
    comparePrice: r.compare_price,
    originalPrice: r.compare_price ?? r.price,
    salePercentage: r.sale_percentage,
    isOnSale: r.is_on_sale === 1,
    saleStart: r.sale_start,
    saleEnd: r.sale_end,
    isNew: r.is_new === 1,
    isBestseller: r.is_bestseller === 1,
    isAvailable: r.is_available === 1 && r.quantity > 0,
    quantity: r.quantity,
    sold: r.sold,
    thumbnail: r.thumbnail || imgs[0]?.url || '',
    images: imgs,
    ratings: { average: Number(r.rating_average), count: r.rating_count },
    shortDescription: r.short_description,
    description: r.description,
    attributes: withIds(parseJson(r.attributes, []), `${r.id}-a`),
    specifications: withIds(parseJson(r.specifications, []), `${r.id}-s`),
    dimensions: parseJson(r.dimensions, null),
    weight: r.weight_value == null ? null : { value: Number(r.weight_value), unit: r.weight_unit ?? 'kg' },
    warranty: { description: r.warranty_description || `Bảo hành ${r.warranty_months} tháng`, months: r.warranty_months },
    tags: parseJson<string[]>(r.tags, []),
    category:
      r.category_id && r.category_name ? { _id: r.category_id, name: r.category_name, slug: r.category_slug ?? '' } : null,
    brand: r.brand_id && r.brand_name ? { _id: r.brand_id, name: r.brand_name, slug: r.brand_slug ?? '' } : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function toProductSummary(product: Product): ProductSummary {
  const { description: _d, specifications: _s, dimensions: _m, weight: _w, warranty: _y, ...summary } = product;
  return summary;
}

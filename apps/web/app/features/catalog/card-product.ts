import type { Product, ProductImage, ProductSummary } from '@sen/core';

/**
 * What a product card needs, and nothing more: pages with 24 cards would otherwise carry every
 * description, attribute and image list twice (in the HTML and in the hydration data).
 * Loaders map API products with `toCardProduct`; the quick view fetches the rest on open.
 */
export interface CardProduct {
  _id: string;
  name: string;
  slug: string;
  sku: string;
  price: number;
  comparePrice: number | null;
  salePercentage: number;
  isOnSale: boolean;
  saleStart: string | null;
  saleEnd: string | null;
  isNew: boolean;
  isBestseller: boolean;
  isAvailable: boolean;
  quantity: number;
  ratings: { average: number; count: number };
  /** The card's picture; its alt text is the product's name and its box square (CARD_IMAGE_SIZE). */
  image: Pick<ProductImage, 'url' | 'srcset'> | null;
  brand: { name: string; slug: string } | null;
  category: { name: string; slug: string } | null;
  /** Only when true (hydration data stays small): the card's button opens the quick view to choose. */
  hasVariants?: true;
}

export function mainImage(p: Pick<ProductSummary, 'images' | 'thumbnail' | 'name'>): CardProduct['image'] {
  const main = p.images.find((i) => i.isMain) ?? p.images[0];
  const url = p.thumbnail || main?.url;
  if (!url) return null;
  // The renditions belong to the main picture: only when the card shows that very picture.
  const set = main?.srcset && main.url === url ? { srcset: main.srcset } : {};
  return { url, ...set };
}

/** Card pictures are shown in a square box: their stored size is not sent (issue 11: lighter hydration data). */
export const CARD_IMAGE_SIZE = 800;

/** The card's picture with the fields a gallery or cart line wants. */
export function cardImage(p: Pick<CardProduct, '_id' | 'name' | 'image'>): ProductImage | null {
  if (!p.image) return null;
  return { _id: p._id, url: p.image.url, alt: p.name, isMain: true, width: CARD_IMAGE_SIZE, height: CARD_IMAGE_SIZE };
}

export function toCardProduct(p: ProductSummary | Product): CardProduct {
  return {
    _id: p._id,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    price: p.price,
    comparePrice: p.comparePrice,
    salePercentage: p.salePercentage,
    isOnSale: p.isOnSale,
    saleStart: p.saleStart,
    saleEnd: p.saleEnd,
    isNew: p.isNew,
    isBestseller: p.isBestseller,
    isAvailable: p.isAvailable,
    quantity: p.quantity,
    ratings: p.ratings,
    image: mainImage(p),
    brand: p.brand ? { name: p.brand.name, slug: p.brand.slug } : null,
    category: p.category ? { name: p.category.name, slug: p.category.slug } : null,
    ...(p.hasVariants ? { hasVariants: true as const } : {}),
  };
}

/** The cart store takes a ProductSummary; a card has every field it reads. */
export function cartProduct(p: CardProduct | ProductSummary): ProductSummary {
  if ('images' in p) return p;
  const image = cardImage(p);
  return {
    ...p,
    id: p._id,
    originalPrice: p.comparePrice,
    sold: 0,
    thumbnail: p.image?.url ?? '',
    images: image ? [image] : [],
    shortDescription: '',
    attributes: [],
    tags: [],
    category: p.category ? { _id: '', ...p.category } : null,
    brand: p.brand ? { _id: '', ...p.brand } : null,
    createdAt: '',
    updatedAt: '',
  };
}

export function productHref(p: { slug: string; _id: string }): string {
  return `/products/${encodeURIComponent(p.slug || p._id)}`;
}

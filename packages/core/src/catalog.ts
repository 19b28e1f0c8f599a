import { z } from 'zod';

/** Product as read by the storefront (spec 1 §3 "Product (as read)"). */
export interface ProductImage {
  _id: string;
  url: string;
  alt: string;
  isMain: boolean;
  width: number;
  height: number;
  /** WebP renditions as an `srcset` (decision 0111), when the picture went through the pipeline. */
  srcset?: string;
}

export interface NameValue {
  _id: string;
  name: string;
  value: string;
}

export interface Product {
  /** Issue 18: the seller's shop of a marketplace product ("Sold by"); absent for the shop's own. */
  soldBy?: {
    slug: string;
    name: string /** "Sold by" in the page's language, added by the page's server loader. */;
    label?: string;
  };
  _id: string;
  id: string;
  name: string;
  slug: string;
  sku: string;
  price: number;
  comparePrice: number | null;
  originalPrice: number | null;
  salePercentage: number;
  isOnSale: boolean;
  saleStart: string | null;
  saleEnd: string | null;
  isNew: boolean;
  isBestseller: boolean;
  isAvailable: boolean;
  quantity: number;
  sold: number;
  thumbnail: string;
  images: ProductImage[];
  ratings: { average: number; count: number };
  shortDescription: string;
  description: string;
  attributes: NameValue[];
  specifications: NameValue[];
  dimensions: { length: number; width: number; height: number; unit: string } | null;
  weight: { value: number; unit: string } | null;
  warranty: { description: string; months: number };
  tags: string[];
  category: { _id: string; name: string; slug: string } | null;
  brand: { _id: string; name: string; slug: string } | null;
  createdAt: string;
  updatedAt: string;
  /** The product page's answer (GET /products/{idOrSlug}) carries its options and variants (issue 12). */
  options?: import('./catalogue/types').ProductOption[];
  /** Whether the shopper must pick a variant (the product has options): cards open the quick view to choose. */
  hasVariants?: boolean;
  variants?: import('./catalogue/types').ProductVariant[];
}

/**
 * What product cards, strips and quick view need: a Product without its long
 * description, specifications and shipping data, so pages stay light.
 */
export type ProductSummary = Omit<Product, 'description' | 'specifications' | 'dimensions' | 'weight' | 'warranty'>;

export interface Category {
  _id: string;
  name: string;
  slug: string;
  description: string;
  image: string;
  parent: string | null;
  isActive: boolean;
  displayOrder: number;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string[];
  productCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Brand {
  _id: string;
  name: string;
  slug: string;
  description: string;
  logo: string;
  coverImage: string;
  website: string;
  isActive: boolean;
  isFeatured: boolean;
  displayOrder: number;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string[];
  origin: { country: string; year: number | null };
  productCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface BannerSlide {
  id: string;
  title: string;
  description: string;
  imageMobile: string;
  imageDesktop: string;
  link: string;
}

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  avatar: string;
  content: string;
  rating: number;
}

export interface HomeData {
  banners: BannerSlide[];
  categories: Category[];
  products: { bestSellers: ProductSummary[]; onSale: ProductSummary[]; newArrivals: ProductSummary[] };
  testimonials: Testimonial[];
}

export interface Province {
  code: string;
  name: string;
  shortName: string;
  placeType: string;
}

export interface Ward {
  code: string;
  name: string;
  provinceCode: string;
}

/** Public storefront settings (contact details used by the shell). */
export interface StoreSettings {
  storeName: string;
  hotline: string;
  email: string;
  address: string;
  chatUrl: string;
  freeShippingThreshold: number;
  /** Set in the admin area's general settings (issue 16); older answers may lack them. */
  logo?: string;
  returnDays?: number;
  taxPercent?: number;
  defaultLanguage?: string;
  social?: Partial<Record<'facebook' | 'zalo' | 'youtube' | 'tiktok' | 'instagram', string>>;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const LIST_SORT_FIELDS = ['name', 'createdAt', 'updatedAt', 'displayOrder'] as const;

/** Query for the category and brand lists (spec 1 §9 page sizes and sort options). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'page_size' })
    .default(10),
  sort: z.enum(LIST_SORT_FIELDS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  isActive: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const provinceCodeParamsSchema = z.object({
  provinceCode: z.string().regex(/^\d{2}$/, { message: 'province_code' }),
});

export const newsletterSchema = z.object({
  email: z
    .string({ message: 'newsletter_email_required' })
    .trim()
    .min(1, { message: 'newsletter_email_required' })
    .max(254)
    .pipe(z.email({ message: 'invalid_email' })),
  source: z.string().max(40).optional(),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

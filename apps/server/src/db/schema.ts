import type { Generated } from 'kysely';
import type { AuthTables } from './tables/auth';
import type { BlockPageTables } from './tables/block-pages';
import type { CatalogueTables } from './tables/catalogue';
import type { CommerceTables } from './tables/commerce';
import type { ContentTables } from './tables/content';
import type { CourseTables } from './tables/courses';
import type { CustomerTables } from './tables/customers';
import type { I18nTables } from './tables/i18n';
import type { MenuTables } from './tables/menu';
import type { OrderOperationTables } from './tables/order-operations';
import type { PaymentTables } from './tables/payments';
import type { PromotionTables } from './tables/promotions';
import type { RealtimeTables } from './tables/realtime';
import type { ReportTables } from './tables/reports';
import type { ReturnTables } from './tables/returns';
import type { ReviewTables } from './tables/reviews';
import type { RewardOrderColumns, RewardTables } from './tables/rewards';
import type { SellerAnalyticsTables } from './tables/seller-analytics';
import type { SellerOpsTables } from './tables/seller-ops';
import type { SellerTables } from './tables/sellers';
import type { ShipmentTables } from './tables/shipments';
import type { StorefrontTables } from './tables/storefront';
import type { StoreTables } from './tables/stores';

/**
 * Row types of every table. Conventions (see docs/decisions/0001-portable-schema.md):
 * booleans are integers 0/1, timestamps are ISO-8601 UTC text, JSON is text,
 * money is integer VND (bigint on PostgreSQL, parsed back to number).
 */
type Bool = number;
type Json = string;
type Timestamp = string;

export interface CategoriesTable {
  id: string;
  name: string;
  name_folded: string;
  slug: string;
  description: string;
  image: string;
  parent_id: string | null;
  is_active: Bool;
  display_order: number;
  meta_title: string;
  meta_description: string;
  meta_keywords: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BrandsTable {
  id: string;
  name: string;
  name_folded: string;
  slug: string;
  description: string;
  logo: string;
  cover_image: string;
  website: string;
  is_active: Bool;
  is_featured: Bool;
  display_order: number;
  meta_title: string;
  meta_description: string;
  meta_keywords: Json;
  origin_country: string;
  origin_year: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductsTable {
  id: string;
  name: string;
  name_folded: string;
  slug: string;
  sku: string;
  barcode: string | null;
  short_description: string;
  description: string;
  price: number;
  compare_price: number | null;
  cost_price: number | null;
  tax_class: string;
  sale_percentage: number;
  is_on_sale: Bool;
  sale_start: Timestamp | null;
  sale_end: Timestamp | null;
  is_new: Bool;
  is_bestseller: Bool;
  is_available: Bool;
  status: string;
  quantity: number;
  sold: number;
  thumbnail: string;
  category_id: string | null;
  brand_id: string | null;
  rating_average: number;
  rating_count: number;
  attributes: Json;
  specifications: Json;
  tags: Json;
  dimensions: Json | null;
  weight_value: number | null;
  weight_unit: string | null;
  warranty_months: number;
  warranty_description: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: Json;
  /** Migration 0009: whether orders take stock (0: never out of stock). */
  track_inventory: Generated<Bool>;
  /** Migration 0009: nothing to ship. */
  digital: Generated<Bool>;
  /** Migration 0032: staff marked it for clearance (/clearance). */
  is_clearance?: Generated<Bool>;
  /** Migration 0042: the seller who sells it (null: the shop's own product). */
  seller_id?: string | null;
  /** Migration 0042: null for the shop's products; pending | approved | rejected for a seller's. */
  seller_review?: string | null;
  seller_review_note?: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductImagesTable {
  id: string;
  product_id: string;
  url: string;
  alt: string;
  is_main: Bool;
  width: number;
  height: number;
  sort_order: number;
  /** Migration 0009: renditions of an uploaded image (lib/images ImageSources), '{}' for others. */
  sources: Generated<Json>;
}

export interface ProductTagsTable {
  product_id: string;
  tag: string;
}

export interface ProvincesTable {
  code: string;
  name: string;
  name_folded: string;
  short_name: string;
  place_type: string;
  alpha_code: string;
}

export interface WardsTable {
  code: string;
  province_code: string;
  name: string;
  name_folded: string;
}

export interface ShippingMethodsTable {
  id: string;
  code: string;
  name: string;
  description: string;
  icon: string;
  carrier: string;
  is_active: Bool;
  is_default: Bool;
  display_order: number | null;
  base_rate: number;
  free_shipping_threshold: number | null;
  /** [{region, baseRate, freeShippingThreshold}] */
  rates: Json;
  estimated_min: number;
  estimated_max: number;
  estimated_unit: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentMethodsTable {
  id: string;
  code: string;
  name: string;
  description: string;
  icon: string;
  is_active: Bool;
  is_default: Bool;
  display_order: number;
  minimum_order_amount: number | null;
  maximum_order_amount: number | null;
  handling_fee: number;
  handling_fee_type: string;
  instructions: string;
  processing_time: string;
  /** {bankName, accountNumber, accountHolder, acceptedCards, benefits, …} */
  configuration: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: string;
  email: string;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string;
  role: string;
  status: string;
  avatar: string;
  is_verified: Bool;
  gender: string | null;
  date_of_birth: string | null;
  preferences: Json;
  last_login: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CourseCategoriesTable {
  id: string;
  code: string;
  name: string;
  slug: string;
  display_order: number;
}

export interface CoursesTable {
  id: string;
  code: string;
  title: string;
  title_folded: string;
  slug: string;
  group_code: string;
  short_description: string;
  description: string;
  image_url: string;
  instructor_name: string;
  category_id: string;
  price: number;
  discount_price: number | null;
  rating_average: number;
  rating_count: number;
  student_count: number;
  view_count: number;
  level: string;
  duration_minutes: number;
  is_bestseller: Bool;
  is_new: Bool;
  is_active: Bool;
  /** [{title, lessons: [{title, durationMinutes}]}] */
  curriculum: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BannersTable {
  id: string;
  title: string;
  description: string;
  image_mobile: string;
  image_desktop: string;
  link: string;
  display_order: number;
  is_active: Bool;
}

export interface TestimonialsTable {
  id: string;
  name: string;
  role: string;
  avatar: string;
  content: string;
  rating: number;
  display_order: number;
  is_active: Bool;
}

export interface BlogCategoriesTable {
  id: string;
  name: string;
  slug: string;
}

export interface BlogPostsTable {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** Sanitized HTML. */
  content: string;
  cover_image: string;
  category_id: string | null;
  author_name: string;
  tags: Json;
  status: string;
  is_featured: Bool;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  language: string;
  source: string;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: Json;
}

export interface CoreTables {
  categories: CategoriesTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_tags: ProductTagsTable;
  provinces: ProvincesTable;
  wards: WardsTable;
  shipping_methods: ShippingMethodsTable;
  payment_methods: PaymentMethodsTable;
  users: UsersTable;
  course_categories: CourseCategoriesTable;
  courses: CoursesTable;
  banners: BannersTable;
  testimonials: TestimonialsTable;
  blog_categories: BlogCategoriesTable;
  blog_posts: BlogPostsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  settings: SettingsTable;
}

/** Every table; domains add theirs in db/tables/<domain>.ts next to their migration. */
export type Database = CoreTables &
  AuthTables &
  StorefrontTables &
  CommerceTables &
  CourseTables &
  ReviewTables &
  CatalogueTables &
  I18nTables &
  OrderOperationTables &
  PaymentTables &
  ReturnTables &
  StoreTables &
  ShipmentTables &
  ReportTables &
  ContentTables &
  BlockPageTables &
  MenuTables &
  CustomerTables &
  RealtimeTables &
  RewardTables &
  PromotionTables &
  SellerTables &
  SellerAnalyticsTables &
  SellerOpsTables & { orders: RewardOrderColumns };

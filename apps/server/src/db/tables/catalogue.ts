/** Catalogue management tables (migration 0009_catalogue_admin, decision 0110). Same conventions as schema.ts. */
type Bool = number;
type Json = string;
type Timestamp = string;

/** A product's categories in order; position 0 is the primary one, mirrored in products.category_id. */
export interface ProductCategoriesTable {
  product_id: string;
  category_id: string;
  position: number;
}

/** One of up to three options of a product ("Dung lượng", "Màu sắc"). */
export interface ProductOptionsTable {
  id: string;
  product_id: string;
  name: string;
  position: number;
  /** ["128GB", "256GB"] */
  option_values: Json;
}

/**
 * What is sold: a product without options has exactly one default variant. The product's
 * price (lowest), compare price and quantity (sum) are derived from its variants on every write.
 */
export interface ProductVariantsTable {
  id: string;
  product_id: string;
  name: string;
  /** Unique across the shop. */
  sku: string;
  price: number;
  compare_price: number | null;
  quantity: number;
  image: string;
  /** [{name, value}] in the product's option order. */
  option_values: Json;
  position: number;
  is_default: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Who changed what, when: one row per staff write. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_email: string;
  /** create | update | delete | import | … */
  action: string;
  /** product | category | brand | … */
  entity: string;
  entity_id: string;
  before: Json | null;
  after: Json | null;
  created_at: Timestamp;
}

/** A background CSV import and its progress. */
export interface ImportJobsTable {
  id: string;
  kind: string;
  /** queued | running | done | failed */
  status: string;
  actor_id: string | null;
  total: number;
  processed: number;
  created_count: number;
  updated_count: number;
  rejected_count: number;
  /** [{row, sku, action, errors}] of rejected rows. */
  report: Json;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0013 (decision 0145): the uploaded file's name and text (cleared when done). */
  file_name: string | null;
  payload: string | null;
  /** The run holding the job, and until when (an expired lease may be taken over). */
  claimed_by: string | null;
  lease_until: Timestamp | null;
}

export interface CatalogueTables {
  product_categories: ProductCategoriesTable;
  product_options: ProductOptionsTable;
  product_variants: ProductVariantsTable;
  audit_log: AuditLogTable;
  import_jobs: ImportJobsTable;
}

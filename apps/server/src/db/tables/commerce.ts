/** Tables of cart, coupons, orders and their history (migration 0004_commerce). */
type Bool = number;
type Json = string;
type Timestamp = string;

export interface CartItemsTable {
  id: string;
  user_id: string;
  kind: string;
  item_id: string;
  /** Migration 0011: the product's chosen variant ('' for its default one and for courses). */
  variant_id: string;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CouponsTable {
  id: string;
  code: string;
  name: string;
  description: string;
  type: string;
  value: number;
  minimum_purchase: number | null;
  maximum_discount: number | null;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  max_uses: number | null;
  uses_per_customer: number | null;
  used_count: number;
  is_active: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0032 (promotions): no code typed, applied when the cart qualifies. */
  is_automatic?: Bool;
  combinable?: Bool;
  buy_quantity?: number | null;
  get_quantity?: number | null;
  buy_target?: Json;
  get_target?: Json;
  batch_id?: string | null;
}

export interface CouponRedemptionsTable {
  id: string;
  coupon_id: string;
  order_id: string;
  user_id: string | null;
  email: string;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: string;
  code: string;
  user_id: string | null;
  status: string;
  payment_status: string;
  shipping_status: string;
  full_name: string;
  email: string;
  phone: string;
  address: string;
  province_code: string | null;
  province_name: string;
  ward_code: string | null;
  ward_name: string;
  notes: string;
  shipping_method_code: string | null;
  shipping_method_name: string;
  shipping_carrier: string;
  shipping_estimate: Json | null;
  payment_method_code: string;
  payment_method_name: string;
  payment_details: Json;
  subtotal: number;
  tax: number;
  shipping_fee: number;
  shipping_discount: number;
  discount: number;
  handling_fee: number;
  total: number;
  item_count: number;
  coupon_code: string | null;
  requires_shipping: Bool;
  stock_released: Bool;
  tracking_number: string | null;
  tracking_url: string | null;
  language: string;
  /** Migration 0015: the buyer's name folded (no accents, lower case) for the admin search. */
  search_name?: string;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  position: number;
  kind: string;
  product_id: string | null;
  /** Migration 0009: the variant ordered (null for courses and older orders). */
  variant_id?: string | null;
  course_id: string | null;
  /** Migration 0042: the seller of the line when ordered (null: the shop). */
  seller_id?: string | null;
  /** Migration 0057: the shipment of the line (orders with seller lines) and its commission rate. */
  shipment_id?: string | null;
  commission_bp?: number | null;
  name: string;
  slug: string;
  sku: string;
  image: string;
  unit_price: number;
  compare_price: number | null;
  quantity: number;
  line_total: number;
  attributes: Json;
}

export interface OrderStatusHistoryTable {
  id: string;
  order_id: string;
  status: string;
  note: string;
  actor: string;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  key: string;
  request_hash: string;
  order_id: string | null;
  created_at: Timestamp;
}

/** A paid course: the course module reads live grants (revoked_at null) as access. */
export interface CourseGrantsTable {
  order_id: string;
  course_id: string;
  user_id: string | null;
  email: string;
  granted_at: Timestamp;
  revoked_at: Timestamp | null;
}

export type CommerceTables = {
  cart_items: CartItemsTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  idempotency_keys: IdempotencyKeysTable;
  course_grants: CourseGrantsTable;
};

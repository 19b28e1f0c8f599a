/** Tables of promotions and flash sales (migrations 0032_promotions, 0033_flash_sales). */
type Bool = number;
type Json = string;
type Timestamp = string;

export interface OrderPromotionsTable {
  id: string;
  order_id: string;
  promotion_id: string;
  code: string | null;
  name: string;
  type: string;
  discount: number;
  shipping_discount: number;
  created_at: Timestamp;
}

export interface FlashSalesTable {
  id: string;
  name: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  is_active: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FlashSaleItemsTable {
  id: string;
  flash_sale_id: string;
  product_id: string;
  variant_id: string | null;
  /** 'fixed' (value is the flash price) or 'percentage' (value is % off the current price). */
  price_type: string;
  value: number;
  cap: number | null;
  per_customer: number | null;
  sold: number;
  position: number;
}

export interface FlashSalePurchasesTable {
  id: string;
  item_id: string;
  order_id: string;
  user_id: string | null;
  email: string;
  quantity: number;
  created_at: Timestamp;
}

/** Columns migration 0032 adds to coupons (a coupon is a promotion with a code). */
export interface PromotionColumns {
  is_automatic: Bool;
  combinable: Bool;
  buy_quantity: number | null;
  get_quantity: number | null;
  buy_target: Json;
  get_target: Json;
  batch_id: string | null;
}

export type PromotionTables = {
  order_promotions: OrderPromotionsTable;
  flash_sales: FlashSalesTable;
  flash_sale_items: FlashSaleItemsTable;
  flash_sale_purchases: FlashSalePurchasesTable;
};

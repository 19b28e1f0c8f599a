/* Store locations and click-and-collect (migration 0041, decision 0280). */
type Bool = number;
type Timestamp = string;

export interface StoresTable {
  id: string;
  name: string;
  address: string;
  province_code: string;
  province_name: string;
  ward_code: string;
  ward_name: string;
  phone: string;
  email: string;
  /** JSON: seven entries, Monday first, { open, close } or null. */
  hours: string;
  is_default: Bool;
  is_pickup_location: Bool;
  is_shipping_origin: Bool;
  is_active: Bool;
  latitude: number | null;
  longitude: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StoreStockTable {
  store_id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  updated_at: Timestamp;
}

export interface StoreStockTransfersTable {
  id: string;
  from_store_id: string | null;
  to_store_id: string | null;
  product_id: string;
  variant_id: string;
  product_name: string;
  quantity: number;
  note: string;
  actor_id: string | null;
  actor_email: string;
  created_at: Timestamp;
}

export interface OrderPickupsTable {
  order_id: string;
  store_id: string;
  store_name: string;
  store_address: string;
  pickup_code: string | null;
  holds_stock: Bool;
  ready_at: Timestamp | null;
  picked_up_at: Timestamp | null;
  created_at: Timestamp;
  /** Migration 0059: days the buyer was told to wait; > 0 means the goods came from the delivery stock. */
  wait_days: number;
}

export type StoreTables = {
  stores: StoresTable;
  store_stock: StoreStockTable;
  store_stock_transfers: StoreStockTransfersTable;
  order_pickups: OrderPickupsTable;
};

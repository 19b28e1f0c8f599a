/* Seller analytics (issue 18, migration 0055, decision 0293). */

/** Views and add-to-cart per product per shop-time day. */
export interface ProductDailyStatsTable {
  product_id: string;
  /** YYYY-MM-DD in the shop's time zone (UTC+7). */
  day: string;
  views: number;
  add_to_cart: number;
}

export interface SellerAnalyticsTables {
  product_daily_stats: ProductDailyStatsTable;
}

/* Report roll-ups (migration 0049, decision 0330) and stock movements (migration 0050, decision 0331). */

export interface ReportDailyTable {
  day: string;
  dim: string;
  key: string;
  label: string;
  orders: number;
  quantity: number;
  gross: number;
  discounts: number;
  shipping: number;
  tax: number;
  refunds: number;
  paid_orders: number;
  paid_total: number;
}

export interface ReportCustomerDailyTable {
  day: string;
  email: string;
  province_code: string;
  province_name: string;
  full_name: string;
  orders: number;
  revenue: number;
}

/** Each buyer's first paid shop day (migration 0063, decision 0332). */
export interface ReportBuyerTable {
  email: string;
  first_day: string;
}

export interface ReportBuyerMonthTable {
  email: string;
  month: string;
}

export interface ReportCohortMonthTable {
  cohort: string;
  month: string;
  buyers: number;
}

/** Order changes applied in the last minutes (migration 0063). */
export interface ReportRollupSeenTable {
  order_id: string;
  updated_at: string;
}

export interface ReportRollupStateTable {
  name: string;
  closed_through: string | null;
  watermark: string;
  updated_at: string;
}

export interface StockMovementsTable {
  id: string;
  product_id: string;
  variant_id: string;
  store_id: string;
  reason: string;
  reference: string;
  actor: string;
  actor_email: string;
  delta: number;
  quantity_before: number;
  quantity_after: number;
  created_at: string;
}

export interface ReportTables {
  stock_movements: StockMovementsTable;
  report_daily: ReportDailyTable;
  report_customer_daily: ReportCustomerDailyTable;
  report_rollup_state: ReportRollupStateTable;
  report_buyer: ReportBuyerTable;
  report_buyer_month: ReportBuyerMonthTable;
  report_cohort_month: ReportCohortMonthTable;
  report_rollup_seen: ReportRollupSeenTable;
}

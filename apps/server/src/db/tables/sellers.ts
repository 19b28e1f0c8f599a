/* The seller area (migration 0042, decision 0290). */
type Timestamp = string;

export type SellerStatus = 'pending' | 'approved' | 'rejected' | 'suspended';

export interface SellersTable {
  id: string;
  user_id: string;
  shop_name: string;
  slug: string;
  tax_code: string;
  address: string;
  province_code: string;
  province_name: string;
  ward_code: string;
  ward_name: string;
  phone: string;
  email: string;
  bank_name: string;
  bank_account_number: string;
  bank_account_name: string;
  description: string;
  logo: string;
  status: SellerStatus;
  review_note: string;
  /** Basis points (1250 = 12.5 %); null: the category's rate, else the shop default. */
  commission_bp: number | null;
  rating_average: number;
  rating_count: number;
  approved_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CategoryCommissionsTable {
  category_id: string;
  commission_bp: number;
  updated_at: Timestamp;
}

export interface SellerTables {
  sellers: SellersTable;
  category_commissions: CategoryCommissionsTable;
}

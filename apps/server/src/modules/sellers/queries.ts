import type { SellerApplication, SellerShop } from '@sen/core/sellers/index';
import type { SellersTable } from '../../db/tables/sellers';

/** The application as its applicant (and the staff) read it. */
export function toApplication(row: SellersTable): SellerApplication {
  return {
    id: row.id,
    slug: row.slug,
    shopName: row.shop_name,
    taxCode: row.tax_code,
    address: row.address,
    provinceCode: row.province_code,
    provinceName: row.province_name,
    wardCode: row.ward_code,
    wardName: row.ward_name,
    phone: row.phone,
    email: row.email,
    bankName: row.bank_name,
    bankAccountNumber: row.bank_account_number,
    bankAccountName: row.bank_account_name,
    description: row.description,
    logo: row.logo,
    status: row.status,
    reviewNote: row.review_note,
    approvedAt: row.approved_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The public face of an approved shop. */
export function toShop(row: SellersTable, productCount: number): SellerShop {
  return {
    id: row.id,
    slug: row.slug,
    shopName: row.shop_name,
    description: row.description,
    logo: row.logo,
    provinceName: row.province_name,
    ratingAverage: Number(row.rating_average),
    ratingCount: row.rating_count,
    productCount,
    since: row.approved_at ?? row.created_at,
  };
}

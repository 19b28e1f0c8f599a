import type { ColumnType } from 'kysely';

/** Columns and tables of migration 0008: storefront names per language, pre-2025 addresses. */
type Translations = ColumnType<string, string | undefined, string>;

export interface WardMappingsTable {
  id: string;
  old_ward_code: string | null;
  old_ward_name: string;
  old_district_name: string;
  old_province_name: string;
  new_ward_code: string;
  new_province_code: string;
  search_folded: string;
}

export interface I18nTables {
  categories: { translations: Translations };
  brands: { translations: Translations };
  banners: { translations: Translations };
  orders: { legacy_address: ColumnType<string | null, string | null | undefined, string | null> };
  ward_mappings: WardMappingsTable;
}

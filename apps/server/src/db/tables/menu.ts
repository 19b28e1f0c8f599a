/** The mega-menu staff edit (migration 0062, decision 0354); no row means the category tree. */
export interface MenuColumnsTable {
  id: string;
  position: number;
  /** category | link | label */
  kind: string;
  category_id: string | null;
  href: string;
  label: string;
  /** JSON: `{ en: 'label', … }`; a language left out shows the Vietnamese label. */
  translations: string;
  image: string;
  visible: number;
  /** JSON: core `AdminMenuLink[]`. */
  links: string;
  updated_at: string;
}

export interface MenuTables {
  menu_columns: MenuColumnsTable;
}

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

/** The help centre's articles (migration 0062, decision 0355). */
export interface HelpArticlesTable {
  id: string;
  slug: string;
  topic: string;
  title: string;
  /** Sanitized HTML. */
  body: string;
  position: number;
  published: number;
  /** JSON: `{ en: { title, body }, … }`; a language without a body shows the Vietnamese article. */
  translations: string;
  created_at: string;
  updated_at: string;
}

export interface MenuTables {
  menu_columns: MenuColumnsTable;
  help_articles: HelpArticlesTable;
}

import type { ColumnType } from 'kysely';

/** Columns of migration 0038 (issue 15): staff-written content in five languages, SEO, banner windows. */
type Translations = ColumnType<string, string | undefined, string>;
type Text = ColumnType<string, string | undefined, string>;
type Instant = ColumnType<string | null, string | null | undefined, string | null>;

/** Migration 0039: pages staff edit (terms, privacy). */
export interface PagesTable {
  slug: string;
  title: string;
  lead: Text;
  /** Sanitized HTML. */
  content: Text;
  meta_title: Text;
  meta_description: Text;
  translations: Translations;
  updated_at: string;
}

export interface ContentTables {
  pages: PagesTable;
  blog_posts: { translations: Translations; meta_title: Text; meta_description: Text };
  blog_categories: { translations: Translations };
  testimonials: { translations: Translations };
  banners: { starts_at: Instant; ends_at: Instant };
}

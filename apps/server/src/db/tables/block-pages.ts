/** Pages built from blocks (migration 0053, decision 0352). */
export interface BlockPagesTable {
  slug: string;
  title: string;
  lead: string;
  /** JSON: the Vietnamese blocks (core `Block[]`), paragraphs already sanitized. */
  blocks: string;
  /** JSON: `{ en: { title, lead, blocks }, … }`; a language left out shows the Vietnamese page. */
  translations: string;
  updated_at: string;
}

export interface BlockPageTables {
  block_pages: BlockPagesTable;
}

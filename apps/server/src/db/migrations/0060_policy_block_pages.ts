import type { Kysely } from 'kysely';
import { SEEDED_POLICY_PAGES } from './0060_policy_block_pages_data';

/*
 * The shipping and payment policies' prose as block pages (decision 0356), seeded with the texts
 * the pages showed in each of the five languages. Data only and idempotent: a page already there
 * (staff saved it first) is left alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pages = db as unknown as Kysely<{
    block_pages: { slug: string; title: string; lead: string; blocks: string; translations: string; updated_at: string };
  }>;
  const at = '2026-11-24T00:00:00.000Z';
  for (const [slug, p] of Object.entries(SEEDED_POLICY_PAGES)) {
    const there = await pages.selectFrom('block_pages').select('slug').where('slug', '=', slug).executeTakeFirst();
    if (there) continue;
    await pages
      .insertInto('block_pages')
      .values({
        slug,
        title: p.vi.title,
        lead: p.vi.lead,
        blocks: JSON.stringify(p.vi.blocks),
        translations: JSON.stringify({ en: p.en, fr: p.fr, de: p.de, ja: p.ja }),
        updated_at: at,
      })
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as unknown as Kysely<{ block_pages: { slug: string } }>)
    .deleteFrom('block_pages')
    .where('slug', 'in', Object.keys(SEEDED_POLICY_PAGES))
    .execute();
}

import {
  type AdminBlockPage,
  BLOCK_PAGE_SLUGS,
  type Block,
  type BlockPage,
  type BlockPageSlug,
  blockPageInputSchema,
  type Language,
} from '@sen/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { BlockPagesTable } from '../../db/tables/block-pages';
import { notFound, ok, sendCached } from '../../lib/http';
import { recordAudit } from '../audit/audit';
import { writeTransaction } from '../orders/db';
import { sanitizeRichText } from './sanitize';
import { contentChanged } from './store';

type Row = Selectable<BlockPagesTable>;
type Translations = AdminBlockPage['translations'];

const parse = <T>(raw: string, fallback: T): T => {
  try {
    return (JSON.parse(raw) as T) ?? fallback;
  } catch {
    return fallback;
  }
};

export function toAdminBlockPage(r: Row): AdminBlockPage {
  return {
    slug: r.slug as BlockPageSlug,
    title: r.title,
    lead: r.lead,
    blocks: parse<Block[]>(r.blocks, []),
    translations: parse<Translations>(r.translations, {}),
    updatedAt: r.updated_at,
  };
}

/** One language: its blocks when it has any, else the Vietnamese page; title and lead fall back field by field. */
export function toPublicBlockPage(r: Row, lang: Language): BlockPage {
  const page = toAdminBlockPage(r);
  const t = lang === 'vi' ? undefined : page.translations[lang];
  const own = t?.blocks?.length ? t : undefined;
  return {
    slug: page.slug,
    title: own?.title || page.title,
    lead: own ? own.lead : page.lead,
    blocks: own ? own.blocks : page.blocks,
    updatedAt: page.updatedAt,
  };
}

/** Paragraphs through the blog's allow-list; a paragraph left empty by it is dropped. Other blocks hold plain text (React escapes it). */
export function cleanBlocks(blocks: Block[]): Block[] {
  return blocks
    .map((b) => (b.type === 'paragraph' ? { ...b, html: sanitizeRichText(b.html) } : b))
    .filter((b) => b.type !== 'paragraph' || b.html !== '');
}

const params = z.object({ slug: z.enum(BLOCK_PAGE_SLUGS) });
const TTL = 60_000;

async function readPage(app: FastifyInstance, slug: string) {
  return app.db.selectFrom('block_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/**
 * GET /block-pages/:slug (public, kept like the other content, dropped on every write through the
 * change bus) and the staff routes (content.write, audited).
 */
const blockPages: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const WRITE = { permission: 'content.write' } as const;
  const tags = ['admin'];

  app.get(
    '/block-pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A block page (about, FAQ, landing, shipping or payment policy) in the request language',
        params,
      },
    },
    async (req, reply) =>
      sendCached(app, reply, `content:block-page:${req.lang}:${req.params.slug}`, TTL, async () => {
        const row = await readPage(app, req.params.slug);
        if (!row) throw notFound();
        return toPublicBlockPage(row, req.lang);
      }),
  );

  app.get('/admin/block-pages', { schema: { tags, summary: 'The pages built from blocks' }, config: WRITE }, async () => {
    const rows = await app.db.selectFrom('block_pages').selectAll().orderBy('slug').execute();
    return ok({ items: rows.map(toAdminBlockPage) });
  });

  app.get(
    '/admin/block-pages/:slug',
    { schema: { tags, summary: 'One block page as staff edit it', params }, config: WRITE },
    async (req) => {
      const row = await readPage(app, req.params.slug);
      if (!row) throw notFound();
      return ok(toAdminBlockPage(row));
    },
  );

  app.put(
    '/admin/block-pages/:slug',
    {
      schema: { tags, summary: 'Replace a block page (rich text sanitized on the server)', params, body: blockPageInputSchema },
      config: WRITE,
    },
    async (req) => {
      const { slug } = req.params;
      const b = req.body;
      const translations: Translations = {};
      for (const [lang, t] of Object.entries(b.translations ?? {}) as [keyof Translations, NonNullable<Translations['en']>][]) {
        if (!t) continue;
        const blocks = cleanBlocks(t.blocks);
        if (blocks.length || t.title || t.lead) translations[lang] = { title: t.title, lead: t.lead, blocks };
      }
      const values = {
        title: b.title,
        lead: b.lead,
        blocks: JSON.stringify(cleanBlocks(b.blocks)),
        translations: JSON.stringify(translations),
        updated_at: new Date().toISOString(),
      };
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const before = await trx.selectFrom('block_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
        if (before) await trx.updateTable('block_pages').set(values).where('slug', '=', slug).execute();
        else
          await trx
            .insertInto('block_pages')
            .values({ ...values, slug })
            .execute();
        await recordAudit(trx, {
          actor: req.user,
          action: before ? 'update' : 'create',
          entity: 'block-page',
          entityId: slug,
          before: before ? toAdminBlockPage(before) : undefined,
          after: values,
        });
      });
      await contentChanged(app);
      const row = await readPage(app, slug);
      return ok(toAdminBlockPage(row!));
    },
  );
};

export default blockPages;

import {
  type AdminHelpArticle,
  fieldMessage,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpTopic,
  helpArticleInputSchema,
  type Language,
  plainText,
  recordIdParamsSchema,
  slugify,
  TRANSLATION_LANGUAGES,
} from '@sen/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { HelpArticlesTable } from '../../db/tables/menu';
import { AppError, notFound, ok, sendCached } from '../../lib/http';
import { slugTaken } from '../../lib/multipart';
import { contentRecords, recordRoutes } from './records';
import { sanitizeRichText } from './sanitize';
import { contentChanged } from './store';

type Row = Selectable<HelpArticlesTable>;
type Translations = AdminHelpArticle['translations'];

const TTL = 60_000;
const WRITE = { permission: 'content.write' } as const;

function translationsOf(raw: string): Translations {
  let stored: Partial<Record<string, { title?: string; body?: string }>> = {};
  try {
    stored = JSON.parse(raw) ?? {};
  } catch {}
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((l) => [l, { title: stored[l]?.title ?? '', body: stored[l]?.body ?? '' }]),
  ) as Translations;
}

export function toAdminArticle(r: Row): AdminHelpArticle {
  return {
    id: r.id,
    slug: r.slug,
    topic: r.topic as HelpTopic,
    title: r.title,
    body: r.body,
    position: r.position,
    published: r.published === 1,
    translations: translationsOf(r.translations),
    updatedAt: r.updated_at,
  };
}

/** One language: its own body when written (with its title, else the Vietnamese one), else the Vietnamese article. */
function inLanguage(r: Row, lang: Language): HelpArticle {
  const own = lang === 'vi' ? undefined : translationsOf(r.translations)[lang];
  const body = own?.body ? own.body : r.body;
  return { slug: r.slug, topic: r.topic as HelpTopic, title: (own?.body && own.title) || r.title, body, updatedAt: r.updated_at };
}

const slugParams = z.object({ slug: z.string().min(1).max(120) });

/**
 * The help centre's articles (decision 0355): public reads kept under `content:` (dropped on
 * every write through the change bus, like the other content) and the staff routes
 * (content.write, audited as `help-article`, rich text through the blog's allow-list).
 */
const helpArticles: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const published = () =>
    app.db.selectFrom('help_articles').selectAll().where('published', '=', 1).orderBy('position').orderBy('title');

  app.get(
    '/help-articles',
    { schema: { tags: ['content'], summary: 'Published help articles in the request language, with their plain text' } },
    async (req, reply) =>
      sendCached(app, reply, `content:help-articles:${req.lang}`, TTL, async () => {
        const rows = await published().execute();
        return rows.map((r): HelpArticleSummary => {
          const a = inLanguage(r, req.lang);
          return { slug: a.slug, topic: a.topic, title: a.title, text: plainText(a.body) };
        });
      }),
  );

  app.get(
    '/help-articles/:slug',
    { schema: { tags: ['content'], summary: 'One published help article', params: slugParams } },
    async (req, reply) =>
      sendCached(app, reply, `content:help-article:${req.lang}:${req.params.slug}`, TTL, async () => {
        const row = await published().where('slug', '=', req.params.slug).executeTakeFirst();
        if (!row) throw notFound();
        return inLanguage(row, req.lang);
      }),
  );

  app.get('/admin/help-articles', { schema: { tags, summary: 'Every help article' }, config: WRITE }, async () => {
    const rows = await app.db
      .selectFrom('help_articles')
      .selectAll()
      .orderBy('topic')
      .orderBy('position')
      .orderBy('title')
      .execute();
    return ok({ items: rows.map(toAdminArticle) });
  });

  const byId = (id: string) => app.db.selectFrom('help_articles').selectAll().where('id', '=', id).executeTakeFirst();

  app.get(
    '/admin/help-articles/:id',
    { schema: { tags, summary: 'One help article as staff edit it', params: recordIdParamsSchema }, config: WRITE },
    async (req) => {
      const row = await byId(req.params.id);
      if (!row) throw notFound();
      return ok(toAdminArticle(row));
    },
  );

  /** The stored columns of a form: rich text sanitized, translations without a body or title left out. */
  function columns(body: z.output<typeof helpArticleInputSchema>, req: FastifyRequest) {
    const html = sanitizeRichText(body.body);
    if (!html)
      throw new AppError(400, 'VALIDATION_ERROR', undefined, [{ field: 'body', message: fieldMessage('required', req.lang) }]);
    const translations: Partial<Translations> = {};
    for (const l of TRANSLATION_LANGUAGES) {
      const t = body.translations[l];
      const clean = { title: t.title, body: t.body ? sanitizeRichText(t.body) : '' };
      if (clean.title || clean.body) translations[l] = clean;
    }
    return {
      slug: body.slug || slugify(body.title),
      topic: body.topic,
      title: body.title,
      body: html,
      position: body.position,
      published: body.published ? 1 : 0,
      translations: JSON.stringify(translations),
      updated_at: new Date().toISOString(),
    };
  }

  const records = contentRecords(app, {
    table: 'help_articles',
    entity: 'help-article',
    audit: toAdminArticle,
    changed: () => contentChanged(app),
    slugTaken,
  });
  recordRoutes(app, {
    path: '/admin/help-articles',
    tags,
    permission: WRITE.permission,
    body: helpArticleInputSchema,
    summaries: { create: 'Write a help article', replace: 'Replace a help article', delete: 'Delete a help article' },
    save: async (req, id, input) => {
      const values = columns(input, req);
      const taken = await app.db.selectFrom('help_articles').select('id').where('slug', '=', values.slug).executeTakeFirst();
      if (taken && taken.id !== id) throw slugTaken(req);
      const key = await records.save(req, id, values, { created_at: values.updated_at });
      return toAdminArticle((await byId(key))!);
    },
    remove: (req, id) => records.remove(req, id),
  });
};

export default helpArticles;

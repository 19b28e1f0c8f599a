import {
  adminBlogQuerySchema,
  bannerInputSchema,
  blogCategoryInputSchema,
  blogPostInputSchema,
  type NewsletterSubscriber,
  PAGE_SLUGS,
  pageInputSchema,
  recordIdParamsSchema,
  slugify,
  subscriberQuerySchema,
  testimonialInputSchema,
} from '@sen/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvOf, fileDay, sendCsv } from '../../lib/csv';
import { AppError, notFound, ok } from '../../lib/http';
import { storeImage } from '../../lib/images';
import { likeContains } from '../../lib/like';
import { fieldError, imageError, readForm, registerMultipart, slugTaken } from '../../lib/multipart';
import { paginate } from '../../lib/pagination';
import { recordAudit } from '../audit/audit';
import { writeTransaction } from '../orders/db';
import { toAdminPage } from './pages';
import { contentRecords, recordRoutes } from './records';
import { sanitizeRichText } from './sanitize';
import {
  CONTENT_TOPIC,
  ContentSchedule,
  cleanTranslations,
  contentChanged,
  sanitizeTranslation,
  storedSchedule,
  toAdminBanner,
  toAdminCategory,
  toAdminPost,
  toAdminTestimonial,
} from './store';

const WRITE = { permission: 'content.write' } as const;
const SUBSCRIBERS = { permission: 'newsletter.read' } as const;
const IMAGE_FIELDS = { fileFields: ['file'], maxFiles: 1 } as const;
const POST_FIELDS = ['title', 'excerpt', 'content', 'metaTitle', 'metaDescription'] as const;

/**
 * Staff-written content (issue 15, spec decision 14; permission content.write: admins, managers,
 * editors): blog posts and categories, banner slides, testimonials, pictures for them through the
 * image pipeline; the newsletter subscribers (newsletter.read: admins and managers). Every write is
 * audited and drops the storefront's kept answers and rendered pages on every instance.
 */
const contentAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const schedule = new ContentSchedule(app);
  // Another instance's write may have scheduled something: this instance's timer follows.
  await schedule.attach(CONTENT_TOPIC);

  const changed = async () => {
    await contentChanged(app);
    await schedule.reschedule();
  };

  // ---- Blog posts ---------------------------------------------------------------------------

  const postRow = (id: string) =>
    app.db
      .selectFrom('blog_posts as b')
      .leftJoin('blog_categories as c', 'c.id', 'b.category_id')
      .selectAll('b')
      .select('c.name as category_name')
      .where('b.id', '=', id)
      .executeTakeFirst();

  app.get(
    '/admin/blog/posts',
    { schema: { tags, summary: 'Blog posts of every status, newest first', querystring: adminBlogQuerySchema }, config: WRITE },
    async (req) => {
      const { page, limit, search, status } = req.query;
      const now = new Date().toISOString();
      let q = app.db.selectFrom('blog_posts as b').leftJoin('blog_categories as c', 'c.id', 'b.category_id');
      if (search) q = q.where((eb) => likeContains(eb.fn('lower', ['b.title']), search.toLowerCase()));
      if (status === 'draft') q = q.where('b.status', '=', 'draft');
      if (status === 'published') q = q.where('b.status', '!=', 'draft').where('b.published_at', '<=', now);
      if (status === 'scheduled') q = q.where('b.status', '!=', 'draft').where('b.published_at', '>', now);
      const [rows, count] = await Promise.all([
        q
          .selectAll('b')
          .select('c.name as category_name')
          .orderBy('b.updated_at', 'desc')
          .orderBy('b.id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return ok({
        items: rows.map((r) => ({ ...toAdminPost(r, r.category_name), content: '' })),
        pagination: paginate(Number(count?.n ?? 0), page, limit),
      });
    },
  );

  app.get(
    '/admin/blog/posts/:id',
    { schema: { tags, summary: 'One blog post as staff edit it', params: recordIdParamsSchema }, config: WRITE },
    async (req) => {
      const row = await postRow(req.params.id);
      if (!row) throw notFound('BLOG_POST_NOT_FOUND');
      return ok(toAdminPost(row, row.category_name));
    },
  );

  const postValues = async (req: FastifyRequest, body: ReturnType<typeof blogPostInputSchema.parse>, id: string | null) => {
    const slug = body.slug || slugify(body.title);
    if (!slug) throw fieldError(req, 'slug', 'required');
    const taken = await app.db
      .selectFrom('blog_posts')
      .select('id')
      .where('slug', '=', slug)
      .$if(id !== null, (q) => q.where('id', '!=', id!))
      .executeTakeFirst();
    if (taken) throw slugTaken(req);
    if (body.categoryId) {
      const cat = await app.db.selectFrom('blog_categories').select('id').where('id', '=', body.categoryId).executeTakeFirst();
      if (!cat) throw fieldError(req, 'categoryId', 'invalid');
    }
    const tagsList = [...new Set(body.tags.map((t) => t.trim()).filter(Boolean))];
    return {
      title: body.title,
      slug,
      excerpt: body.excerpt,
      content: sanitizeRichText(body.content),
      cover_image: body.coverImage,
      category_id: body.categoryId || null,
      author_name: body.author,
      tags: JSON.stringify(tagsList),
      is_featured: body.isFeatured ? 1 : 0,
      meta_title: body.metaTitle,
      meta_description: body.metaDescription,
      translations: cleanTranslations(body.translations, POST_FIELDS, sanitizeTranslation),
      ...storedSchedule(body.status, body.publishedAt),
      updated_at: new Date().toISOString(),
    };
  };

  const posts = contentRecords(app, {
    table: 'blog_posts',
    entity: 'blog_post',
    notFoundCode: 'BLOG_POST_NOT_FOUND',
    audit: (row) => toAdminPost(row, null),
    changed,
    slugTaken,
  });
  recordRoutes(app, {
    path: '/admin/blog/posts',
    tags,
    permission: WRITE.permission,
    body: blogPostInputSchema,
    summaries: {
      create: 'Create a blog post (HTML sanitized on the server)',
      replace: 'Replace a blog post (every field)',
      delete: 'Delete a blog post',
    },
    save: async (req, id, body) => {
      const values = await postValues(req, body, id);
      const key = await posts.save(req, id, values, { created_at: values.updated_at });
      const row = await postRow(key);
      return toAdminPost(row!, row!.category_name);
    },
    remove: (req, id) => posts.remove(req, id),
  });

  // ---- Blog categories ----------------------------------------------------------------------

  const categories = async () => {
    const [rows, counts] = await Promise.all([
      app.db.selectFrom('blog_categories').selectAll().orderBy('name').execute(),
      app.db
        .selectFrom('blog_posts')
        .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('category_id')
        .execute(),
    ]);
    const byId = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
    return rows.map((r) => toAdminCategory(r, byId.get(r.id) ?? 0));
  };

  app.get(
    '/admin/blog/categories',
    { schema: { tags, summary: 'Every blog category with its post count' }, config: WRITE },
    async () => {
      const items = await categories();
      return ok({ items, pagination: paginate(items.length, 1, Math.max(items.length, 1)) });
    },
  );

  const categoryValues = async (
    req: FastifyRequest,
    body: ReturnType<typeof blogCategoryInputSchema.parse>,
    id: string | null,
  ) => {
    const slug = body.slug || slugify(body.name);
    if (!slug) throw fieldError(req, 'slug', 'required');
    const taken = await app.db
      .selectFrom('blog_categories')
      .select('id')
      .where('slug', '=', slug)
      .$if(id !== null, (q) => q.where('id', '!=', id!))
      .executeTakeFirst();
    if (taken) throw slugTaken(req);
    return { name: body.name, slug, translations: cleanTranslations(body.translations, ['name'] as const) };
  };

  const blogCategories = contentRecords(app, {
    table: 'blog_categories',
    entity: 'blog_category',
    notFoundCode: 'BLOG_CATEGORY_NOT_FOUND',
    audit: (row) => row,
    changed,
    slugTaken,
  });
  recordRoutes(app, {
    path: '/admin/blog/categories',
    tags,
    permission: WRITE.permission,
    body: blogCategoryInputSchema,
    summaries: {
      create: 'Create a blog category',
      replace: 'Replace a blog category',
      delete: 'Delete a blog category without posts (else 409)',
    },
    save: async (req, id, body) => {
      const key = await blogCategories.save(req, id, await categoryValues(req, body, id));
      return (await categories()).find((c) => c._id === key)!;
    },
    remove: (req, id) =>
      blogCategories.remove(req, id, async (trx) => {
        const post = await trx.selectFrom('blog_posts').select('id').where('category_id', '=', id).executeTakeFirst();
        if (post) throw new AppError(409, 'DELETE_HAS_CHILDREN');
      }),
  });

  // ---- Banners and testimonials --------------------------------------------------------------

  app.get(
    '/admin/banners',
    { schema: { tags, summary: 'Every banner slide in display order (active or not, any window)' }, config: WRITE },
    async () => {
      const rows = await app.db.selectFrom('banners').selectAll().orderBy('display_order').orderBy('id').execute();
      const items = rows.map(toAdminBanner);
      return ok({ items, pagination: paginate(items.length, 1, Math.max(items.length, 1)) });
    },
  );

  const bannerValues = (b: ReturnType<typeof bannerInputSchema.parse>) => ({
    title: b.title,
    description: b.description,
    image_desktop: b.imageDesktop,
    image_mobile: b.imageMobile || b.imageDesktop,
    link: b.link,
    display_order: b.displayOrder,
    is_active: b.isActive ? 1 : 0,
    starts_at: b.startsAt,
    ends_at: b.endsAt,
    translations: cleanTranslations(b.translations, ['title', 'description'] as const),
  });

  const banners = contentRecords(app, {
    table: 'banners',
    entity: 'banner',
    audit: toAdminBanner,
    changed,
  });
  recordRoutes(app, {
    path: '/admin/banners',
    tags,
    permission: WRITE.permission,
    body: bannerInputSchema,
    summaries: { create: 'Create a banner slide', replace: 'Replace a banner slide', delete: 'Delete a banner slide' },
    save: async (req, id, body) => {
      const key = await banners.save(req, id, bannerValues(body));
      return toAdminBanner(await app.db.selectFrom('banners').selectAll().where('id', '=', key).executeTakeFirstOrThrow());
    },
    remove: (req, id) => banners.remove(req, id),
  });

  app.get('/admin/testimonials', { schema: { tags, summary: 'Every testimonial in display order' }, config: WRITE }, async () => {
    const rows = await app.db.selectFrom('testimonials').selectAll().orderBy('display_order').orderBy('id').execute();
    const items = rows.map(toAdminTestimonial);
    return ok({ items, pagination: paginate(items.length, 1, Math.max(items.length, 1)) });
  });

  const testimonials = contentRecords(app, {
    table: 'testimonials',
    entity: 'testimonial',
    audit: toAdminTestimonial,
    changed,
  });
  recordRoutes(app, {
    path: '/admin/testimonials',
    tags,
    permission: WRITE.permission,
    body: testimonialInputSchema,
    summaries: { create: 'Create a testimonial', replace: 'Replace a testimonial', delete: 'Delete a testimonial' },
    save: async (req, id, t) => {
      const key = await testimonials.save(req, id, {
        name: t.name,
        role: t.role,
        avatar: t.avatar,
        content: t.content,
        rating: t.rating,
        display_order: t.displayOrder,
        is_active: t.isActive ? 1 : 0,
        translations: cleanTranslations(t.translations, ['role', 'content'] as const),
      });
      return toAdminTestimonial(
        await app.db.selectFrom('testimonials').selectAll().where('id', '=', key).executeTakeFirstOrThrow(),
      );
    },
    remove: (req, id) => testimonials.remove(req, id),
  });

  // ---- Pages --------------------------------------------------------------------------------

  const pageParams = z.object({ slug: z.enum(PAGE_SLUGS) });

  app.get('/admin/pages', { schema: { tags, summary: 'The pages staff edit (terms, privacy)' }, config: WRITE }, async () => {
    const rows = await app.db.selectFrom('pages').selectAll().orderBy('slug').execute();
    const items = rows.map(toAdminPage);
    return ok({ items, pagination: paginate(items.length, 1, Math.max(items.length, 1)) });
  });

  app.get(
    '/admin/pages/:slug',
    { schema: { tags, summary: 'One page as staff edit it', params: pageParams }, config: WRITE },
    async (req) => {
      const row = await app.db.selectFrom('pages').selectAll().where('slug', '=', req.params.slug).executeTakeFirst();
      if (!row) throw notFound();
      return ok(toAdminPage(row));
    },
  );

  app.put(
    '/admin/pages/:slug',
    {
      schema: { tags, summary: 'Replace a page (HTML sanitized on the server)', params: pageParams, body: pageInputSchema },
      config: WRITE,
    },
    async (req) => {
      const { slug } = req.params;
      const b = req.body;
      const values = {
        title: b.title,
        lead: b.lead,
        content: sanitizeRichText(b.content),
        meta_title: b.metaTitle,
        meta_description: b.metaDescription,
        translations: cleanTranslations(
          b.translations,
          ['title', 'lead', 'content', 'metaTitle', 'metaDescription'] as const,
          sanitizeTranslation,
        ),
        updated_at: new Date().toISOString(),
      };
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const before = await trx.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
        if (before) await trx.updateTable('pages').set(values).where('slug', '=', slug).execute();
        else
          await trx
            .insertInto('pages')
            .values({ ...values, slug })
            .execute();
        await recordAudit(trx, {
          actor: req.user,
          action: before ? 'update' : 'create',
          entity: 'page',
          entityId: slug,
          before: before ? toAdminPage(before) : undefined,
          after: values,
        });
      });
      await changed();
      return ok(toAdminPage(await app.db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow()));
    },
  );

  // ---- Pictures -----------------------------------------------------------------------------

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerMultipart(scope, IMAGE_FIELDS);
    scope.post(
      '/admin/content/images',
      {
        schema: {
          tags,
          summary: 'Upload a picture for content (multipart field "file"; checked, re-encoded, stored in responsive widths)',
        },
        config: WRITE,
      },
      async (req, reply) => {
        const form = await readForm(req, IMAGE_FIELDS);
        const file = form.files.file?.[0];
        if (!file) throw fieldError(req, 'file', 'required');
        try {
          const image = await storeImage(app, 'content', file);
          return reply.status(201).send(ok({ url: image.url }, 201));
        } catch (error) {
          throw imageError(req, 'file', error);
        }
      },
    );
  });

  // ---- Newsletter subscribers ---------------------------------------------------------------

  const subscribers = (search: string | undefined) =>
    app.db
      .selectFrom('newsletter_subscribers')
      .$if(Boolean(search), (q) => q.where((eb) => likeContains(eb.fn('lower', ['email']), search!.toLowerCase())));
  const toSubscriber = (r: {
    id: string;
    email: string;
    language: string;
    source: string;
    created_at: string;
  }): NewsletterSubscriber => ({
    _id: r.id,
    email: r.email,
    language: r.language,
    source: r.source,
    createdAt: r.created_at,
  });

  app.get(
    '/admin/newsletter/subscribers',
    {
      schema: { tags, summary: 'Newsletter subscribers, newest first', querystring: subscriberQuerySchema },
      config: SUBSCRIBERS,
    },
    async (req) => {
      const { page, limit, search } = req.query;
      const [rows, count] = await Promise.all([
        subscribers(search)
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        subscribers(search)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ]);
      return ok({ items: rows.map(toSubscriber), pagination: paginate(Number(count?.n ?? 0), page, limit) });
    },
  );

  app.get(
    '/admin/newsletter/subscribers/export.csv',
    {
      schema: { tags, summary: 'Every (searched) subscriber as CSV, UTF-8 with BOM', querystring: subscriberQuerySchema },
      config: SUBSCRIBERS,
    },
    async (req, reply) => {
      const rows = await subscribers(req.query.search).selectAll().orderBy('created_at').orderBy('id').execute();
      const csv = csvOf(
        ['email', 'language', 'source', 'subscribedAt'],
        rows.map((r) => [r.email, r.language, r.source, r.created_at]),
        { formulaSafe: true },
      );
      return sendCsv(reply, `newsletter-subscribers-${fileDay()}`, csv);
    },
  );

  app.delete(
    '/admin/newsletter/subscribers/:id',
    {
      schema: { tags, summary: 'Remove a subscriber (unsubscribe on request)', params: recordIdParamsSchema },
      config: SUBSCRIBERS,
    },
    async (req) => {
      const { id } = req.params;
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const before = await trx.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw notFound();
        await trx.deleteFrom('newsletter_subscribers').where('id', '=', id).execute();
        await recordAudit(trx, { actor: req.user, action: 'delete', entity: 'newsletter_subscriber', entityId: id, before });
      });
      return ok({ _id: id });
    },
  );
};

export default contentAdmin;

import { randomUUID } from 'node:crypto';
import { blogListQuerySchema, blogSlugParamsSchema, contactMessageSchema, PAGE_SLUGS } from '@sen/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok, sendCached } from '../../lib/http';
import { emitCustomerActivity } from '../customers/events';
import { notifyStaff } from '../realtime/staff-notify';
import { blogListing, blogPost, findBlogCategory } from './blog';
import { toPublicPage } from './pages';
import { banners, sitemapData, sitemapProducts, testimonials } from './queries';

// "content:" keys are refreshed by content writes (invalidate('content:')).
const TTL = 60_000;
const SITEMAP_TTL = 300_000;
const sitemapPageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

const content: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const cached = (reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
    sendCached(app, reply, `content:${key}`, TTL, load);

  app.post(
    '/contact-messages',
    {
      schema: { tags: ['content'], summary: 'Send a message to the shop (contact form)', body: contactMessageSchema },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const row = {
        id: randomUUID(),
        ...req.body,
        email: req.body.email.toLowerCase(),
        phone: req.body.phone ?? '',
        language: req.lang,
        status: 'new',
        created_at: new Date().toISOString(),
      };
      await app.db.insertInto('contact_messages').values(row).execute();
      emitCustomerActivity({ kind: 'newContactMessage', messageId: row.id, name: row.name, subject: row.subject });
      await notifyStaff(app, { kind: 'contactMessage', name: row.name, subject: row.subject });
      return reply.status(201).send(ok({ _id: row.id, createdAt: row.created_at }, 201));
    },
  );

  app.get(
    '/blog',
    { schema: { tags: ['content'], summary: 'Blog posts, newest first, with the sidebar', querystring: blogListQuerySchema } },
    async (req, reply) => {
      const { page, limit, tag } = req.query;
      return cached(reply, `blog:${req.lang}:${page}:${limit}:${tag ?? ''}`, () =>
        blogListing(app.db, { page, limit, tag, lang: req.lang }),
      );
    },
  );

  app.get(
    '/blog/category/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'Blog posts of one category',
        params: blogSlugParamsSchema,
        querystring: blogListQuerySchema,
      },
    },
    async (req, reply) => {
      const { page, limit, tag } = req.query;
      return cached(reply, `blog-category:${req.lang}:${req.params.slug}:${page}:${limit}:${tag ?? ''}`, async () => {
        const category = await findBlogCategory(app.db, req.params.slug, req.lang);
        if (!category) throw notFound('BLOG_CATEGORY_NOT_FOUND');
        return blogListing(app.db, { page, limit, tag, category, lang: req.lang });
      });
    },
  );

  app.get(
    '/blog/:slug',
    { schema: { tags: ['content'], summary: 'One blog post (sanitized HTML) and related posts', params: blogSlugParamsSchema } },
    async (req, reply) => {
      return cached(reply, `blog-post:${req.lang}:${req.params.slug}`, async () => {
        const page = await blogPost(app.db, req.params.slug, req.lang);
        if (!page) throw notFound('BLOG_POST_NOT_FOUND');
        return page;
      });
    },
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A page staff edit (terms, privacy) in the request language',
        params: z.object({ slug: z.enum(PAGE_SLUGS) }),
      },
    },
    async (req, reply) =>
      cached(reply, `page:${req.lang}:${req.params.slug}`, async () => {
        const row = await app.db.selectFrom('pages').selectAll().where('slug', '=', req.params.slug).executeTakeFirst();
        if (!row) throw notFound();
        return toPublicPage(row, req.lang);
      }),
  );

  app.get(
    '/testimonials',
    { schema: { tags: ['content'], summary: 'Active testimonials in display order' } },
    async (req, reply) => cached(reply, `testimonials:${req.lang}`, () => testimonials(app.db, req.lang)),
  );

  app.get(
    '/banners',
    { schema: { tags: ['content'], summary: 'Active banner slides showing now, in display order' } },
    async (req, reply) => cached(reply, `banners:${req.lang}`, () => banners(app.db, req.lang)),
  );

  app.get(
    '/sitemap-data',
    { schema: { tags: ['content'], summary: 'Every public page but products, for /sitemap.xml and /sitemap' } },
    async (_req, reply) => sendCached(app, reply, 'products:sitemap', SITEMAP_TTL, () => sitemapData(app.db)),
  );

  app.get(
    '/sitemap-data/products',
    {
      schema: {
        tags: ['content'],
        summary: 'Product slugs for one sitemap file (40,000 per page)',
        querystring: sitemapPageQuery,
      },
    },
    async (req, reply) => {
      const { page } = req.query;
      return sendCached(app, reply, `products:sitemap:${page}`, SITEMAP_TTL, () => sitemapProducts(app.db, page));
    },
  );
};

export default content;

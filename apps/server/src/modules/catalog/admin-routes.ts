import { randomUUID } from 'node:crypto';
import {
  type BrandPatch,
  brandFormSchema,
  brandUpdateSchema,
  type CategoryPatch,
  categoryFormSchema,
  categoryUpdateSchema,
  fieldMessage,
  foldText,
  recordIdParamsSchema,
  slugify,
} from '@sen/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { BrandsTable, CategoriesTable, Database } from '../../db/schema';
import { changeBus } from '../../lib/change-bus';
import { AppError, notFound, ok } from '../../lib/http';
import { removeStoredImage, storeImage } from '../../lib/images';
import { type FormData, imageError, readForm, registerMultipart, slugTaken } from '../../lib/multipart';
import { RequestValidationError } from '../../plugins/validation';
import { recordAudit } from '../audit/audit';
import { isUniqueViolation } from '../orders/db';
import { catalogueChanged } from '../products/invalidate';
import { toBrand, toCategory } from './mappers';

const WRITE = { permission: 'catalog.write' } as const;

/** The form's text fields through a core schema; failures answer like any validated body. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const r = schema.safeParse(fields, { reportInput: true });
  if (!r.success) throw new RequestValidationError(r.error.issues);
  return r.data;
}

/**
 * An image field of the form (spec 2 §5; also the e-learning course writes): a file part is stored through the image pipeline;
 * a text field is an address, empty meaning "remove"; neither keeps the current picture.
 */
export async function imageField(
  app: FastifyInstance,
  req: FastifyRequest,
  form: FormData,
  field: string,
  typed: string | undefined,
  area: string,
  stored: string[],
): Promise<string | undefined> {
  const file = form.files[field]?.[0];
  if (file) {
    try {
      const image = await storeImage(app, area, file);
      stored.push(image.url);
      return image.url;
    } catch (error) {
      throw imageError(req, field, error);
    }
  }
  return typed;
}

/** The parent chain from `parentId` up must not reach `id` (no cycles), and the parent must exist. */
async function checkParent(db: Kysely<Database>, req: FastifyRequest, id: string | null, parentId: string) {
  const fail = (key: 'catalogue.parent.unknown' | 'catalogue.parent.cycle') =>
    new AppError(400, key === 'catalogue.parent.cycle' ? 'CATEGORY_CYCLE' : 'VALIDATION_ERROR', undefined, [
      { field: 'parent', message: fieldMessage(key, req.lang) },
    ]);
  const rows = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  if (!parentOf.has(parentId)) throw fail('catalogue.parent.unknown');
  const seen = new Set<string>();
  for (let at: string | null | undefined = parentId; at; at = parentOf.get(at)) {
    if (at === id || seen.has(at)) throw fail('catalogue.parent.cycle');
    seen.add(at);
  }
}

async function productCount(db: Kysely<Database>, column: 'category_id' | 'brand_id', id: string): Promise<number> {
  const r = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

function categoryRow(b: CategoryPatch, image: string | undefined): Partial<CategoriesTable> {
  const row: Partial<CategoriesTable> = {};
  if (b.name !== undefined) {
    row.name = b.name;
    row.name_folded = foldText(b.name);
  }
  if (b.slug) row.slug = b.slug;
  if (b.description !== undefined) row.description = b.description;
  if (b.isActive !== undefined) row.is_active = b.isActive ? 1 : 0;
  if (b.metaTitle !== undefined) row.meta_title = b.metaTitle;
  if (b.metaDescription !== undefined) row.meta_description = b.metaDescription;
  if (b.metaKeywords !== undefined) row.meta_keywords = JSON.stringify(b.metaKeywords);
  if (b.displayOrder !== undefined) row.display_order = b.displayOrder;
  if (b.parent !== undefined) row.parent_id = b.parent;
  if (image !== undefined) row.image = image;
  return row;
}

function brandRow(b: BrandPatch, logo: string | undefined, cover: string | undefined): Partial<BrandsTable> {
  const row: Partial<BrandsTable> = {};
  if (b.name !== undefined) {
    row.name = b.name;
    row.name_folded = foldText(b.name);
  }
  if (b.slug) row.slug = b.slug;
  if (b.description !== undefined) row.description = b.description;
  if (b.website !== undefined) row.website = b.website;
  if (b.isActive !== undefined) row.is_active = b.isActive ? 1 : 0;
  if (b.isFeatured !== undefined) row.is_featured = b.isFeatured ? 1 : 0;
  if (b.metaTitle !== undefined) row.meta_title = b.metaTitle;
  if (b.metaDescription !== undefined) row.meta_description = b.metaDescription;
  if (b.metaKeywords !== undefined) row.meta_keywords = JSON.stringify(b.metaKeywords);
  if (b['origin.country'] !== undefined) row.origin_country = b['origin.country'];
  if (b['origin.year'] !== undefined) row.origin_year = b['origin.year'];
  if (logo !== undefined) row.logo = logo;
  if (cover !== undefined) row.cover_image = cover;
  return row;
}

const MULTIPART =
  'multipart/form-data. Image fields take a file (checked by its bytes, re-encoded, stored in responsive ' +
  'widths) or an address; an image field sent empty removes the picture, an absent one keeps it. metaKeywords ' +
  'is a comma-separated string, split and trimmed.';

/**
 * Staff writes of categories and brands (spec 2 §7, permission catalog.write): multipart forms
 * with exactly the spec's fields, audited, visible everywhere at once (catalogueChanged).
 */
const catalogAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const storage = app.storage;
  // Created while registering: hooks cannot be added once the app listens.
  await changeBus(app);

  /** Runs a write that stored pictures: on failure they are deleted again, on success the replaced ones. */
  async function withImages<T>(stored: string[], run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      await Promise.all(stored.map((url) => removeStoredImage(storage, url)));
      if (isUniqueViolation(error)) throw new AppError(409, 'SLUG_TAKEN');
      throw error;
    }
  }

  async function dropReplaced(before: Record<string, string>, after: Record<string, string>) {
    await Promise.all(
      Object.keys(before).map((k) => (before[k] !== after[k] ? removeStoredImage(storage, before[k]!) : undefined)),
    );
  }

  async function slugFree(table: 'categories' | 'brands', slug: string, id: string | null) {
    const row = await app.db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirst();
    return !row || row.id === id;
  }

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerMultipart(scope, { fileFields: ['image', 'logo', 'coverImage'], maxFiles: 2 });

    scope.post(
      '/categories',
      { schema: { tags, summary: 'Create a category', description: MULTIPART }, config: WRITE },
      async (req, reply) => {
        const form = await readForm(req, { fileFields: ['image'], maxFiles: 1 });
        const body = parseFields(categoryFormSchema, form.fields);
        const slug = body.slug || slugify(body.name);
        if (!(await slugFree('categories', slug, null))) throw slugTaken(req);
        if (body.parent) await checkParent(app.db, req, null, body.parent);
        const stored: string[] = [];
        const image = await imageField(app, req, form, 'image', body.image, 'categories', stored);
        const id = randomUUID();
        const now = new Date().toISOString();
        const row = {
          ...categoryRow({ ...body, slug }, image),
          id,
          created_at: now,
          updated_at: now,
        } as CategoriesTable;
        const created = await withImages(stored, () =>
          app.db.transaction().execute(async (trx) => {
            await trx.insertInto('categories').values(row).execute();
            const saved = await trx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
            await recordAudit(trx, {
              actor: req.user,
              action: 'create',
              entity: 'category',
              entityId: id,
              after: toCategory(saved),
            });
            return saved;
          }),
        );
        await catalogueChanged(app, []);
        reply.status(201);
        return ok(toCategory(created), 201);
      },
    );

    scope.put(
      '/categories/:id',
      {
        schema: {
          tags,
          summary: 'Update a category; absent fields keep their value',
          description: MULTIPART,
          params: recordIdParamsSchema,
        },
        config: WRITE,
      },
      async (req) => {
        const { id } = req.params;
        const before = await app.db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw notFound('CATEGORY_NOT_FOUND');
        const form = await readForm(req, { fileFields: ['image'], maxFiles: 1 });
        const body = parseFields(categoryUpdateSchema, form.fields);
        if (body.slug && !(await slugFree('categories', body.slug, id))) throw slugTaken(req);
        if (body.parent) await checkParent(app.db, req, id, body.parent);
        const stored: string[] = [];
        const image = await imageField(app, req, form, 'image', body.image, 'categories', stored);
        const set = { ...categoryRow(body, image), updated_at: new Date().toISOString() };
        const after = await withImages(stored, () =>
          app.db.transaction().execute(async (trx) => {
            await trx.updateTable('categories').set(set).where('id', '=', id).execute();
            const saved = await trx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
            await recordAudit(trx, {
              actor: req.user,
              action: 'update',
              entity: 'category',
              entityId: id,
              before: toCategory(before),
              after: toCategory(saved),
            });
            return saved;
          }),
        );
        await dropReplaced({ image: before.image }, { image: after.image });
        await catalogueChanged(app, []);
        return ok(toCategory(after, await productCount(app.db, 'category_id', id)));
      },
    );

    scope.post(
      '/brands',
      { schema: { tags, summary: 'Create a brand', description: MULTIPART }, config: WRITE },
      async (req, reply) => {
        const form = await readForm(req, { fileFields: ['logo', 'coverImage'], maxFiles: 2 });
        const body = parseFields(brandFormSchema, form.fields);
        const slug = body.slug || slugify(body.name);
        if (!(await slugFree('brands', slug, null))) throw slugTaken(req);
        const stored: string[] = [];
        const logo = await imageField(app, req, form, 'logo', body.logo, 'brands', stored);
        const cover = await withImages(stored, () => imageField(app, req, form, 'coverImage', body.coverImage, 'brands', stored));
        const id = randomUUID();
        const now = new Date().toISOString();
        const row = { ...brandRow({ ...body, slug }, logo, cover), id, created_at: now, updated_at: now } as BrandsTable;
        const created = await withImages(stored, () =>
          app.db.transaction().execute(async (trx) => {
            await trx.insertInto('brands').values(row).execute();
            const saved = await trx.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
            await recordAudit(trx, { actor: req.user, action: 'create', entity: 'brand', entityId: id, after: toBrand(saved) });
            return saved;
          }),
        );
        await catalogueChanged(app, []);
        reply.status(201);
        return ok(toBrand(created), 201);
      },
    );

    scope.put(
      '/brands/:id',
      {
        schema: {
          tags,
          summary: 'Update a brand; absent fields keep their value',
          description: MULTIPART,
          params: recordIdParamsSchema,
        },
        config: WRITE,
      },
      async (req) => {
        const { id } = req.params;
        const before = await app.db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw notFound('BRAND_NOT_FOUND');
        const form = await readForm(req, { fileFields: ['logo', 'coverImage'], maxFiles: 2 });
        const body = parseFields(brandUpdateSchema, form.fields);
        if (body.slug && !(await slugFree('brands', body.slug, id))) throw slugTaken(req);
        const stored: string[] = [];
        const logo = await imageField(app, req, form, 'logo', body.logo, 'brands', stored);
        const cover = await withImages(stored, () => imageField(app, req, form, 'coverImage', body.coverImage, 'brands', stored));
        const set = { ...brandRow(body, logo, cover), updated_at: new Date().toISOString() };
        const after = await withImages(stored, () =>
          app.db.transaction().execute(async (trx) => {
            await trx.updateTable('brands').set(set).where('id', '=', id).execute();
            const saved = await trx.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
            await recordAudit(trx, {
              actor: req.user,
              action: 'update',
              entity: 'brand',
              entityId: id,
              before: toBrand(before),
              after: toBrand(saved),
            });
            return saved;
          }),
        );
        await dropReplaced({ logo: before.logo, cover: before.cover_image }, { logo: after.logo, cover: after.cover_image });
        await catalogueChanged(app, []);
        return ok(toBrand(after, await productCount(app.db, 'brand_id', id)));
      },
    );
  });

  app.delete(
    '/categories/:id',
    {
      schema: { tags, summary: 'Delete a category without children or products (else 409)', params: recordIdParamsSchema },
      config: WRITE,
    },
    async (req) => {
      const { id } = req.params;
      const before = await app.db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound('CATEGORY_NOT_FOUND');
      await app.db.transaction().execute(async (trx) => {
        const child = await trx.selectFrom('categories').select('id').where('parent_id', '=', id).executeTakeFirst();
        const product =
          (await trx.selectFrom('product_categories').select('product_id').where('category_id', '=', id).executeTakeFirst()) ??
          (await trx.selectFrom('products').select('id').where('category_id', '=', id).executeTakeFirst());
        if (child || product) throw new AppError(409, 'DELETE_HAS_CHILDREN');
        await trx.deleteFrom('categories').where('id', '=', id).execute();
        await recordAudit(trx, {
          actor: req.user,
          action: 'delete',
          entity: 'category',
          entityId: id,
          before: toCategory(before),
        });
      });
      await removeStoredImage(storage, before.image);
      await catalogueChanged(app, []);
      return ok({ _id: id });
    },
  );

  app.delete(
    '/brands/:id',
    { schema: { tags, summary: 'Delete a brand without products (else 409)', params: recordIdParamsSchema }, config: WRITE },
    async (req) => {
      const { id } = req.params;
      const before = await app.db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound('BRAND_NOT_FOUND');
      await app.db.transaction().execute(async (trx) => {
        const product = await trx.selectFrom('products').select('id').where('brand_id', '=', id).executeTakeFirst();
        if (product) throw new AppError(409, 'DELETE_HAS_CHILDREN');
        await trx.deleteFrom('brands').where('id', '=', id).execute();
        await recordAudit(trx, { actor: req.user, action: 'delete', entity: 'brand', entityId: id, before: toBrand(before) });
      });
      await Promise.all([removeStoredImage(storage, before.logo), removeStoredImage(storage, before.cover_image)]);
      await catalogueChanged(app, []);
      return ok({ _id: id });
    },
  );
};

export default catalogAdmin;

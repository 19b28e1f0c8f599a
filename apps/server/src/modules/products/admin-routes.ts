import { randomUUID } from 'node:crypto';
import {
  type AdminProduct,
  adminProductListQuerySchema,
  fieldMessage,
  loadLanguage,
  type ProductCreate,
  type ProductPatch,
  productCreateSchema,
  productImageOrderSchema,
  productImageParamsSchema,
  productImagePatchSchema,
  productRecordParamsSchema,
  productUpdateSchema,
  translate,
} from '@sen/core';
import type { Permission } from '@sen/core/auth/permissions';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeBus } from '../../lib/change-bus';
import { fileDay, sendCsv } from '../../lib/csv';
import { AppError, notFound, ok } from '../../lib/http';
import { copyStoredImage, removeStoredImage, type StoredImage, storeImage } from '../../lib/images';
import { imageError, readForm, registerMultipart } from '../../lib/multipart';
import { recordAudit } from '../audit/audit';
import { parseJson } from '../catalog/mappers';
import { isUniqueViolation } from '../orders/db';
import { staffMover } from '../reports/movements';
import { currentSeller } from '../sellers/guard';
import { readSellerSettings } from '../sellers/settings';
import { adminProductList } from './admin-list';
import { exportProductsCsv } from './export';
import { catalogueChanged } from './invalidate';
import tools from './tools-routes';
import { loadAdminProduct } from './variants';
import {
  assertReferences,
  assertSkusFree,
  baseSku,
  insertProducts,
  planVariants,
  productColumns,
  resolveSlug,
  writeCategories,
  writeTags,
  writeVariants,
} from './write';

const STAFF_WRITE = { permission: 'products.write' } as const;
const STAFF_READ = { permission: 'products.read' } as const;
const SELLER = { permission: 'seller.access' } as const;

export interface ProductRoutesOptions {
  /**
   * Registered a second time by the seller area (sellers/seller-routes.ts) with `seller: true`:
   * the same list, form and image code under /seller/products, limited to the caller's shop,
   * with the shop's moderation of new products (decision 0291).
   */
  seller?: boolean;
}
/** Files per upload request. */
const MAX_IMAGES = 10;

/**
 * Staff writes of products (spec 2 §7, permission products.write): JSON bodies with the
 * content-catalogue fields, options and variants; images as multipart. Every write is audited
 * and visible at once everywhere (catalogueChanged).
 */
const productsAdmin: FastifyPluginAsync<ProductRoutesOptions> = async (base, opts) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const seller = opts.seller === true;
  const tags = seller ? ['seller'] : ['admin'];
  /** Paths and permissions: the staff's, or the seller area's own (decision 0291). */
  const LIST = seller ? '/seller/products' : '/admin/products';
  const ONE = seller ? '/seller/products' : '/products';
  const WRITE: { permission: Permission } = seller ? SELLER : STAFF_WRITE;
  const READ: { permission: Permission } = seller ? SELLER : STAFF_READ;
  await changeBus(app);
  if (!seller) await app.register(tools);

  /**
   * The product, if the caller may see it: staff any; a seller only their own (another's, or the
   * shop's, is a 404 like a product that does not exist: ids of others are not confirmed).
   */
  async function productOr404(id: string, req?: FastifyRequest): Promise<AdminProduct> {
    const p = await loadAdminProduct(app.db, id);
    if (!p) throw notFound('PRODUCT_NOT_FOUND');
    if (seller) {
      const me = await currentSeller(app, req!);
      if (p.seller?.id !== me.id) throw notFound('PRODUCT_NOT_FOUND');
    }
    return p;
  }

  /** The list query of the caller: a seller's is always limited to their own shop. */
  async function scoped<Q extends { seller?: string }>(req: FastifyRequest, q: Q): Promise<Q> {
    return seller ? { ...q, seller: (await currentSeller(app, req)).id } : q;
  }

  /**
   * What a seller's write adds (decision 0291): the product is theirs (never an id from the body);
   * when the shop reviews seller products, a new one is a draft waiting for review, one not yet
   * approved cannot be published, and an edit of a rejected one sends it back for review.
   */
  async function sellerScope(
    req: FastifyRequest,
    body: ProductCreate | ProductPatch,
    before: AdminProduct | null,
  ): Promise<{ seller_id?: string; seller_review?: 'pending' | 'approved'; seller_review_note?: string; status?: 'draft' }> {
    const me = await currentSeller(app, req);
    const { reviewProducts } = await readSellerSettings(app.db);
    if (!before) {
      return reviewProducts
        ? { seller_id: me.id, seller_review: 'pending', seller_review_note: '', status: 'draft' }
        : { seller_id: me.id, seller_review: 'approved', seller_review_note: '' };
    }
    const review = before.seller?.review ?? null;
    if (!reviewProducts || review === 'approved') return {};
    if (body.status === 'published')
      throw new AppError(403, 'SELLER_PRODUCT_NOT_APPROVED', undefined, [
        { field: 'status', message: fieldMessage('seller.product.notApproved', req.lang) },
      ]);
    return review === 'rejected' ? { seller_review: 'pending', seller_review_note: '' } : {};
  }

  /** The unique indexes are the last word on SKU and slug races between two writes. */
  function conflict(req: FastifyRequest, error: unknown): unknown {
    if (!isUniqueViolation(error)) return error;
    const text = String((error as Error).message ?? '');
    if (/slug/i.test(text)) {
      return new AppError(409, 'SLUG_TAKEN', undefined, [{ field: 'slug', message: fieldMessage('slug_taken', req.lang) }]);
    }
    return new AppError(409, 'SKU_TAKEN', undefined, [{ field: 'sku', message: fieldMessage('product.sku.taken', req.lang) }]);
  }

  async function save(req: FastifyRequest, id: string, body: ProductCreate | ProductPatch, before: AdminProduct | null) {
    const scope = seller ? await sellerScope(req, body, before) : {};
    await assertReferences(app.db, body, req.lang);
    const name = body.name ?? before?.name ?? '';
    const slug = body.slug !== undefined || !before ? await resolveSlug(app.db, id, body.slug, name, req.lang) : before.slug;
    const current = before
      ? {
          options: before.options.map((o) => ({ name: o.name, values: o.values })),
          variants: before.variants.map((v) => ({ ...v, price: v.basePrice, image: v.image })),
        }
      : null;
    const plan = planVariants(body, current, baseSku(body, slug), req.lang);
    await assertSkusFree(app.db, id, plan, req.lang, !body.variants);
    const now = new Date().toISOString();
    try {
      await app.db.transaction().execute(async (trx) => {
        const columns = { ...productColumns(body), ...scope, slug, updated_at: now };
        if (!before) {
          await insertProducts(trx, [{ id, name, slug, status: columns.status ?? body.status, now, columns }]);
        } else {
          await trx.updateTable('products').set(columns).where('id', '=', id).execute();
        }
        await writeVariants(trx, id, plan, now, { reason: 'adjust', ...staffMover(req.user) });
        if (body.categories !== undefined) await writeCategories(trx, id, body.categories);
        if (body.tags !== undefined) await writeTags(trx, id, body.tags);
        const after = await loadAdminProduct(trx, id);
        await recordAudit(trx, {
          actor: req.user,
          action: before ? 'update' : 'create',
          entity: 'product',
          entityId: id,
          before,
          after,
        });
      });
    } catch (error) {
      throw conflict(req, error);
    }
    await catalogueChanged(app, [id]);
    return productOr404(id, req);
  }

  app.get(
    LIST,
    {
      schema: {
        tags,
        summary: 'The admin product table: pages, sort, accent-free search (name or SKU), filters',
        description: 'status draft|published|archived|all; category and brand ids; stock in|low|out; onSale true|false.',
        querystring: adminProductListQuerySchema,
      },
      config: READ,
    },
    async (req) => ok(await adminProductList(app.db, await scoped(req, req.query))),
  );

  app.get(
    `${LIST}/export.csv`,
    {
      schema: {
        tags,
        summary: 'The filtered product list as CSV, one row per variant (UTF-8 with BOM)',
        querystring: adminProductListQuerySchema,
      },
      config: READ,
    },
    async (req, reply) => {
      const { page: _p, limit: _l, ...filters } = await scoped(req, req.query);
      return sendCsv(reply, `products-${fileDay()}`, exportProductsCsv(app.db, filters));
    },
  );

  app.get(
    `${LIST}/:id`,
    { schema: { tags, summary: 'One product as staff edit it (any status)', params: productRecordParamsSchema }, config: READ },
    async (req) => ok(await productOr404(req.params.id, req)),
  );

  app.post(
    ONE,
    {
      schema: {
        tags,
        summary: 'Create a product (draft unless status is given)',
        description:
          'JSON: the content-catalogue fields; categories (ids, the first primary), brand (id), options [{name, values}] ' +
          'and variants [{name, sku, price, comparePrice, quantity, image, options: [{name, value}]}]. Without variants, ' +
          'price / comparePrice / quantity / sku describe the default variant. SKUs are unique shop-wide (409 on the field).',
        body: productCreateSchema,
      },
      config: WRITE,
    },
    async (req, reply) => {
      const body = req.body;
      const id = randomUUID();
      const saved = await save(req, id, { ...body, categories: body.categories ?? [] }, null);
      reply.status(201);
      return ok(saved, 201);
    },
  );

  app.patch(
    `${ONE}/:id`,
    {
      schema: {
        tags,
        summary: 'Update a product; only the fields sent change',
        params: productRecordParamsSchema,
        body: productUpdateSchema,
      },
      config: WRITE,
    },
    async (req) => {
      const before = await productOr404(req.params.id, req);
      return ok(await save(req, before._id, req.body, before));
    },
  );

  app.delete(
    `${ONE}/:id`,
    {
      schema: { tags, summary: 'Delete a product (orders keep their own copy of its lines)', params: productRecordParamsSchema },
      config: WRITE,
    },
    async (req) => {
      const before = await productOr404(req.params.id, req);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('products').where('id', '=', before._id).execute();
        await recordAudit(trx, { actor: req.user, action: 'delete', entity: 'product', entityId: before._id, before });
      });
      await Promise.all(before.images.map((i) => removeStoredImage(app.storage, i.url)));
      await catalogueChanged(app, [before._id]);
      return ok({ _id: before._id });
    },
  );

  /** SKUs for a copy: "<sku>-COPY", then -COPY2, -COPY3… until free everywhere. */
  async function copySkus(skus: string[]): Promise<string[]> {
    const out: string[] = [];
    for (const sku of skus) {
      for (let n = 1; ; n++) {
        const candidate = `${sku.slice(0, 56)}-COPY${n === 1 ? '' : n}`;
        if (out.includes(candidate)) continue;
        const [v, p] = await Promise.all([
          app.db.selectFrom('product_variants').select('id').where('sku', '=', candidate).executeTakeFirst(),
          app.db.selectFrom('products').select('id').where('sku', '=', candidate).executeTakeFirst(),
        ]);
        if (!v && !p) {
          out.push(candidate);
          break;
        }
      }
    }
    return out;
  }

  app.post(
    `${ONE}/:id/duplicate`,
    {
      schema: {
        tags,
        summary: 'A draft copy of a product: new slug and SKUs (-COPY), same options, variants, categories and images',
        params: productRecordParamsSchema,
      },
      config: WRITE,
    },
    async (req, reply) => {
      const p = await productOr404(req.params.id, req);
      const skus = await copySkus(p.variants.map((v) => v.sku));
      const id = randomUUID();
      await loadLanguage(req.lang);
      const body: ProductCreate = {
        name: `${p.name} (${translate(req.lang, 'adminCatImport.copySuffix')})`.slice(0, 300),
        status: 'draft',
        shortDescription: p.shortDescription,
        description: p.description,
        costPrice: p.costPrice,
        taxClass: p.taxClass as ProductCreate['taxClass'],
        trackInventory: p.trackInventory,
        digital: p.digital,
        isNew: p.isNew,
        isBestseller: p.isBestseller,
        isOnSale: p.isOnSale,
        salePercentage: p.salePercentage,
        saleStart: p.saleStart,
        saleEnd: p.saleEnd,
        weight: p.weight as ProductCreate['weight'],
        dimensions: p.dimensions as ProductCreate['dimensions'],
        warranty: p.warranty,
        tags: p.tags,
        specifications: p.specifications.map(({ name, value }) => ({ name, value })),
        attributes: p.attributes.map(({ name, value }) => ({ name, value })),
        metaTitle: p.metaTitle,
        metaDescription: p.metaDescription,
        metaKeywords: p.metaKeywords,
        categories: p.categories.map((c) => c._id),
        brand: p.brand?._id ?? null,
        options: p.options.map((o) => ({ name: o.name, values: o.values })),
        variants: p.variants.map((v, i) => ({
          name: v.name,
          sku: skus[i],
          price: v.basePrice,
          comparePrice: v.comparePrice,
          quantity: v.quantity,
          image: v.image,
          options: v.options,
        })),
      };
      await save(req, id, body, null);
      // Pictures are copied, not shared: deleting either product removes its own files only.
      const images = await app.db
        .selectFrom('product_images')
        .selectAll()
        .where('product_id', '=', p._id)
        .orderBy('sort_order')
        .execute();
      if (images.length) {
        const copies = [];
        for (const image of images) {
          const copy = await copyStoredImage(app, image.url, parseJson(image.sources, null));
          copies.push({
            ...image,
            id: randomUUID(),
            product_id: id,
            url: copy.url,
            sources: copy.sources ? JSON.stringify(copy.sources) : image.sources,
          });
        }
        await app.db.insertInto('product_images').values(copies).execute();
        await reorderImages(
          id,
          copies.map((c) => c.id),
          copies.find((c) => c.is_main === 1)?.id ?? null,
        );
        await catalogueChanged(app, [id]);
      }
      reply.status(201);
      return ok(await productOr404(id, req), 201);
    },
  );

  /** Image rows in order, the main one first; positions and the main flag rewritten as given. */
  async function reorderImages(productId: string, ids: string[], mainId: string | null) {
    await app.db.transaction().execute(async (trx) => {
      for (const [i, id] of ids.entries()) {
        const main = mainId ? (id === mainId ? 1 : 0) : i === 0 ? 1 : 0;
        await trx
          .updateTable('product_images')
          .set({ sort_order: i, is_main: main })
          .where('id', '=', id)
          .where('product_id', '=', productId)
          .execute();
      }
      const first = await trx
        .selectFrom('product_images')
        .select('url')
        .where('product_id', '=', productId)
        .orderBy('is_main', 'desc')
        .orderBy('sort_order')
        .executeTakeFirst();
      await trx
        .updateTable('products')
        .set({ thumbnail: first?.url ?? '', updated_at: new Date().toISOString() })
        .where('id', '=', productId)
        .execute();
    });
  }

  async function imageIds(productId: string) {
    return (
      await app.db
        .selectFrom('product_images')
        .select(['id', 'is_main'])
        .where('product_id', '=', productId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    ).map((r) => ({ id: r.id, main: r.is_main === 1 }));
  }

  async function imagesChanged(req: FastifyRequest, id: string, before: AdminProduct, action: string) {
    const after = await productOr404(id, req);
    await recordAudit(app.db, {
      actor: req.user,
      action,
      entity: 'product',
      entityId: id,
      before: { images: before.images },
      after: { images: after.images },
    });
    await catalogueChanged(app, [id]);
    return after;
  }

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerMultipart(scope, { fileFields: ['images'], maxFiles: MAX_IMAGES });
    scope.post(
      `${ONE}/:id/images`,
      {
        schema: {
          tags,
          summary: 'Upload product images (multipart, field `images`, several files)',
          description:
            'Each file is recognised by its bytes, re-encoded (metadata stripped, orientation applied) and stored in ' +
            'widths 320/640/1024/1600 as AVIF and WebP with the original as fallback. `alt` (text field) applies to all. ' +
            'The first image of a product becomes its main image. Answers the product.',
          params: productRecordParamsSchema,
        },
        config: WRITE,
      },
      async (req) => {
        const before = await productOr404(req.params.id, req);
        const form = await readForm(req, { fileFields: ['images'], maxFiles: MAX_IMAGES });
        const files = form.files.images ?? [];
        if (files.length === 0)
          throw new AppError(400, 'VALIDATION_ERROR', undefined, [
            { field: 'images', message: fieldMessage('image.required', req.lang) },
          ]);
        const stored: StoredImage[] = [];
        try {
          for (const [i, bytes] of files.entries()) {
            try {
              stored.push(await storeImage(app, 'products', bytes));
            } catch (error) {
              throw imageError(req, `images.${i}`, error);
            }
          }
        } catch (error) {
          // One bad file refuses the whole upload: nothing half added.
          await Promise.all(stored.map((s) => removeStoredImage(app.storage, s.url)));
          throw error;
        }
        const alt = typeof form.fields.alt === 'string' ? form.fields.alt.trim().slice(0, 300) : before.name;
        const existing = await imageIds(before._id);
        await app.db
          .insertInto('product_images')
          .values(
            stored.map((s, i) => ({
              id: randomUUID(),
              product_id: before._id,
              url: s.url,
              alt,
              is_main: 0,
              width: s.width,
              height: s.height,
              sort_order: existing.length + i,
              sources: JSON.stringify(s.sources),
            })),
          )
          .execute();
        const all = await imageIds(before._id);
        await reorderImages(
          before._id,
          all.map((r) => r.id),
          all.find((r) => r.main)?.id ?? null,
        );
        return ok(await imagesChanged(req, before._id, before, 'images.add'));
      },
    );
  });

  app.patch(
    `${ONE}/:id/images/:imageId`,
    {
      schema: {
        tags,
        summary: 'Alt text, main image or position of one image',
        params: productImageParamsSchema,
        body: productImagePatchSchema,
      },
      config: WRITE,
    },
    async (req) => {
      const before = await productOr404(req.params.id, req);
      const ids = await imageIds(before._id);
      const target = ids.find((r) => r.id === req.params.imageId);
      if (!target) throw notFound('IMAGE_NOT_FOUND');
      if (req.body.alt !== undefined) {
        await app.db.updateTable('product_images').set({ alt: req.body.alt }).where('id', '=', target.id).execute();
      }
      let order = ids.map((r) => r.id);
      if (req.body.position !== undefined) {
        order = order.filter((x) => x !== target.id);
        order.splice(Math.min(req.body.position, order.length), 0, target.id);
      }
      const main = req.body.isMain ? target.id : (ids.find((r) => r.main)?.id ?? null);
      await reorderImages(before._id, order, main);
      return ok(await imagesChanged(req, before._id, before, 'images.update'));
    },
  );

  app.put(
    `${ONE}/:id/images/order`,
    {
      schema: {
        tags,
        summary: 'Reorder images: every image id in the new order',
        params: productRecordParamsSchema,
        body: productImageOrderSchema,
      },
      config: WRITE,
    },
    async (req) => {
      const before = await productOr404(req.params.id, req);
      const ids = await imageIds(before._id);
      const known = new Set(ids.map((r) => r.id));
      if (
        req.body.ids.length !== ids.length ||
        !req.body.ids.every((x) => known.has(x)) ||
        new Set(req.body.ids).size !== ids.length
      ) {
        throw new AppError(400, 'VALIDATION_ERROR', undefined, [{ field: 'ids', message: fieldMessage('invalid', req.lang) }]);
      }
      await reorderImages(before._id, req.body.ids, ids.find((r) => r.main)?.id ?? null);
      return ok(await imagesChanged(req, before._id, before, 'images.reorder'));
    },
  );

  app.delete(
    `${ONE}/:id/images/:imageId`,
    { schema: { tags, summary: 'Delete one image (and its files)', params: productImageParamsSchema }, config: WRITE },
    async (req) => {
      const before = await productOr404(req.params.id, req);
      const image = before.images.find((i) => i._id === req.params.imageId);
      if (!image) throw notFound('IMAGE_NOT_FOUND');
      await app.db.deleteFrom('product_images').where('id', '=', image._id).execute();
      const rest = await imageIds(before._id);
      await reorderImages(
        before._id,
        rest.map((r) => r.id),
        rest.find((r) => r.main)?.id ?? null,
      );
      await removeStoredImage(app.storage, image.url);
      return ok(await imagesChanged(req, before._id, before, 'images.delete'));
    },
  );
};

export default productsAdmin;

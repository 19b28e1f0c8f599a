import {
  CART_MAX_LINES,
  type CartItemRef,
  cartItemParamsSchema,
  cartItemRefSchema,
  cartMergeSchema,
  cartQuantitySchema,
  cartQuoteSchema,
  errorMessage,
  type Language,
} from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound, ok } from '../../lib/http';
import { optionalCaller } from '../orders/caller';
import { ownsCourse } from '../orders/course-grants';
import { countProductEvent } from '../sellers/stats';
import { courseOf, isMissing, type LineRef, loadCourses, loadProducts, mergeRefs, productOrThrow, purchasable } from './lines';
import { buildCart, quoteCart } from './quote';
import { clearCart, findLine, nextStamp, putLine, readCart, removeLine } from './store';

/** 409 with the spec's text, also under the quantity field so a form can show it there. */
function stockError(lang: Language, available: number, name: string): AppError {
  if (available <= 0)
    return new AppError(409, 'OUT_OF_STOCK', { name }, [
      { field: 'quantity', message: errorMessage('OUT_OF_STOCK', lang, { name }) },
    ]);
  return new AppError(409, 'INSUFFICIENT_STOCK', { n: available }, [
    { field: 'quantity', message: errorMessage('INSUFFICIENT_STOCK', lang, { n: available }) },
  ]);
}

const AUTH = { auth: 'required' } as const;

/**
 * The server cart of a signed-in user (spec 1 §3/§4/§5: adding an existing product raises its
 * quantity, quantities from 1 to the stock), the merge of the guest cart on sign-in, and the
 * quote that prices any cart, the guest's included.
 */
const cart: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];

  const answer = async (userId: string, lang: Language) => ok(await buildCart(app.db, await readCart(app.db, userId), lang));

  /**
   * Checks one product variant or course can go in the cart at this quantity; returns the item to
   * store (a product's variant only when it has options: its only variant is stored as '').
   */
  async function admit(userId: string, ref: LineRef, lang: Language): Promise<{ id: string; variantId: string }> {
    if (ref.kind === 'course') {
      const c = courseOf(await loadCourses(app.db, [ref.id]), ref.id);
      if (!c) throw notFound('ORDER_COURSE_NOT_FOUND');
      if (c.is_active !== 1) throw new AppError(409, 'PRODUCT_UNAVAILABLE', { name: c.title });
      if (await ownsCourse(app.db, userId, c.id)) throw new AppError(409, 'ORDER_COURSE_OWNED', { name: c.title });
      return { id: c.id, variantId: '' };
    }
    const p = productOrThrow(await loadProducts(app.db, [ref.id]), ref, '', lang);
    if (!purchasable(p)) throw new AppError(409, 'PRODUCT_UNAVAILABLE', { name: p.name });
    if (ref.quantity > p.quantity) throw stockError(lang, p.quantity, p.name);
    return { id: p.id, variantId: p.has_variants ? (p.variant_id ?? '') : '' };
  }

  app.get('/cart', { schema: { tags, summary: "The signed-in user's cart, re-priced" }, config: AUTH }, async (req) =>
    answer(req.user!.id, req.lang),
  );

  app.post(
    '/cart/items',
    {
      schema: { tags, summary: 'Add a product (raises the quantity if already there) or a course', body: cartItemRefSchema },
      config: AUTH,
    },
    async (req) => {
      const userId = req.user!.id;
      const [ref] = mergeRefs([req.body as CartItemRef]);
      const lines = await readCart(app.db, userId);
      const existing = findLine(lines, ref!.id, ref!.variantId);
      if (!existing && lines.length >= CART_MAX_LINES) throw new AppError(409, 'CART_TOO_MANY_LINES', { max: CART_MAX_LINES });
      const quantity = ref!.kind === 'course' ? 1 : (existing?.quantity ?? 0) + ref!.quantity;
      const item = await admit(userId, { ...ref!, quantity }, req.lang);
      await putLine(app.db, userId, { kind: ref!.kind, ...item }, quantity);
      if (ref!.kind === 'product') countProductEvent(app, req, ref!.id, 'add_to_cart');
      return answer(userId, req.lang);
    },
  );

  app.patch(
    '/cart/items/:itemId',
    {
      schema: { tags, summary: "Set a line's quantity (1 to the stock)", params: cartItemParamsSchema, body: cartQuantitySchema },
      config: AUTH,
    },
    async (req) => {
      const userId = req.user!.id;
      const line = findLine(await readCart(app.db, userId), req.params.itemId);
      if (!line) throw notFound('CART_ITEM_NOT_FOUND');
      const quantity = line.kind === 'course' ? 1 : req.body.quantity;
      const item = await admit(userId, { ...line, quantity }, req.lang);
      await putLine(app.db, userId, { kind: line.kind, ...item }, quantity);
      return answer(userId, req.lang);
    },
  );

  app.delete(
    '/cart/items/:itemId',
    { schema: { tags, summary: 'Remove a line', params: cartItemParamsSchema }, config: AUTH },
    async (req) => {
      const userId = req.user!.id;
      const line = findLine(await readCart(app.db, userId), req.params.itemId);
      if (!line) throw notFound('CART_ITEM_NOT_FOUND');
      await removeLine(app.db, userId, line);
      return answer(userId, req.lang);
    },
  );

  app.delete('/cart', { schema: { tags, summary: 'Empty the cart' }, config: AUTH }, async (req) => {
    await clearCart(app.db, req.user!.id);
    return answer(req.user!.id, req.lang);
  });

  app.post(
    '/cart/merge',
    {
      schema: {
        tags,
        summary: 'Merge the guest cart on sign-in: a line in both keeps the larger quantity, capped at the stock',
        body: cartMergeSchema,
      },
      config: AUTH,
    },
    async (req) => {
      const userId = req.user!.id;
      const incoming = mergeRefs(req.body.items);
      const lines = await readCart(app.db, userId);
      const products = await loadProducts(
        app.db,
        incoming.filter((r) => r.kind === 'product').map((r) => r.id),
      );
      const courses = await loadCourses(
        app.db,
        incoming.filter((r) => r.kind === 'course').map((r) => r.id),
      );
      let count = lines.length;
      for (const ref of incoming) {
        const at = nextStamp();
        const existing = findLine(lines, ref.id, ref.variantId);
        if (!existing && count >= CART_MAX_LINES) break;
        if (ref.kind === 'course') {
          const c = courseOf(courses, ref.id);
          if (c?.is_active !== 1 || existing || (await ownsCourse(app.db, userId, c.id))) continue;
          await putLine(app.db, userId, { kind: 'course', id: c.id }, 1, at);
        } else {
          const p = products(ref);
          if (isMissing(p) || !purchasable(p) || p.quantity <= 0) continue;
          const quantity = Math.min(Math.max(existing?.quantity ?? 0, ref.quantity), p.quantity);
          const variantId = p.has_variants ? p.variant_id : null;
          if (quantity !== existing?.quantity)
            await putLine(app.db, userId, { kind: 'product', id: p.id, variantId }, quantity, at);
        }
        if (!existing) count++;
      }
      return answer(userId, req.lang);
    },
  );

  app.post(
    '/cart/quote',
    {
      schema: {
        tags,
        summary: 'Price any cart (the guest cart too) with promo code, shipping and payment, as an order would be',
        body: cartQuoteSchema,
      },
    },
    async (req) => {
      const caller = await optionalCaller(app, req);
      const { items, ...rest } = req.body;
      const customer = { userId: caller?.id ?? null, email: rest.email?.toLowerCase() || caller?.email || null };
      return ok(await quoteCart(app, mergeRefs(items), rest, customer, req.lang));
    },
  );
};

export default cart;

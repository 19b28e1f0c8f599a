import { randomUUID } from 'node:crypto';
import { type CartLine, fieldMessage, type Language, type Order, type PlaceOrderInput, priceCheckout } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { prepared } from '../../db/connection';
import { AppError } from '../../lib/http';
import { type LineRef, mergeRefs } from '../cart/lines';
import { removeOrdered } from '../cart/store';
import { insertOrderInvoice } from '../customers/invoices';
import { notifyAfter } from '../me/notify';
import { takeFlashSales, withFlashPrices } from '../promo/flash';
import { recordPromotions, resolvePromotions } from '../promo/promotions';
import { noticeStockLeft, type StockLeft } from '../realtime/staff-notify';
import { takeRewards } from '../rewards/checkout';
import { checkPickupChoice, insertPickup, withPickup } from '../stores/pickup';
import { takeStoreStock } from '../stores/stock';
import { orderLink, orderViewToken } from './access';
import type { Caller } from './caller';
import { checkReferences } from './checks';
import { type CourseAccessEvent, emitCourseEvent, grantCourses } from './course-grants';
import { writeTransaction } from './db';
import { notifyStaff } from './events';
import { priorOrder, requestHash } from './idempotency';
import { orderLines, takeStock } from './lines';
import { orderConfirmationMail } from './mail';
import { toOrder } from './mapper';
import { loadOrder } from './queries';
import { splitShipments } from './shipments';
import { stockMoved } from './stock-moved';
import { historyRowsOf, insertOrderRows, insertWithCode, itemRowsOf, orderRow, paymentDetails } from './store';

export interface Placed {
  order: Order;
  /** The token of the mailed link (GET /orders/{code}?token=…). */
  viewToken: string;
  /** The key had already made this order: nothing new was written. */
  replayed: boolean;
}

/**
 * POST /orders (spec README decision 1): re-priced from the database, stock taken atomically,
 * stored whole with items, totals, coupon use and history in ONE transaction, or not at all.
 * The Idempotency-Key row is claimed first in that transaction: a second request with the same
 * key waits for the first (PostgreSQL: on the unique index; SQLite: transactions are serial)
 * and then answers the order the first one made (docs/decisions/0030-order-idempotency.md).
 * The key is not looked up before the work (decision 0380: one round trip less per order): a
 * replay finds its key claimed in the transaction and answers the order then. Checks that would
 * refuse the request today (a method switched off since) look the key up before refusing, so a
 * replay still answers the order it made.
 */
export async function placeOrder(
  app: FastifyInstance,
  input: PlaceOrderInput,
  ctx: { key: string; caller: Caller | null; lang: Language },
): Promise<Placed> {
  const hash = requestHash(ctx.caller?.id ?? null, input);
  const refs = mergeRefs(input.items);
  const ships = refs.some((r) => r.kind === 'product');
  let checked: {
    references: Awaited<ReturnType<typeof checkReferences>>;
    pickup: Awaited<ReturnType<typeof checkPickupChoice>>;
  };
  try {
    if (!ctx.caller && refs.some((r) => r.kind === 'course')) throw new AppError(401, 'ORDER_COURSE_LOGIN_REQUIRED');
    checked = {
      references: await checkReferences(app, input, ships, ctx.lang),
      pickup: await checkPickupChoice(app, input, ships, ctx.lang),
    };
  } catch (err) {
    const prior = await priorOrder(app.db, ctx.key, hash);
    if (prior) return replay(app, prior);
    throw err;
  }
  const { references, pickup } = checked;
  // A pickup served from the store's stock skips the delivery stock; one with a wait takes it (decision 0294).
  const fromStore = pickup !== null && pickup.waitDays === 0;
  const customer = { userId: ctx.caller?.id ?? null, email: input.information.email };
  const indexOf = (ref: LineRef) =>
    Math.max(
      0,
      input.items.findIndex((i) =>
        ref.kind === 'course'
          ? i.courseId === ref.id
          : i.productId === ref.id && (!ref.variantId || i.variantId === ref.variantId),
      ),
    );

  // PostgreSQL: the order's statements are named, parsed and planned once per connection (decision 0380).
  const outcome = await writeTransaction(prepared(app.db), app.dialect, async (trx) => {
    const now = new Date();
    const stamp = now.toISOString();
    const claim = await trx
      .insertInto('idempotency_keys')
      .values({ key: ctx.key, request_hash: hash, order_id: null, created_at: stamp })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return null;

    const lines = await withFlashPrices(
      trx,
      await orderLines(trx, refs, indexOf, customer.userId, ctx.lang, now.getTime(), !fromStore, app.dialect),
      now.getTime(),
    );
    const promo = await resolvePromotions(trx, { lines, code: input.promoCode, customer, lang: ctx.lang, now: now.getTime() });
    if (promo.result && !promo.result.isValid) {
      const reason = promo.outcome.codeRejection ?? 'PROMO_INVALID';
      throw new AppError(400, reason, undefined, [{ field: 'promoCode', message: promo.result.message }]);
    }
    const dest = references.destination;
    const pricing = priceCheckout({
      lines,
      discounts: promo.outcome,
      shipping: dest ? { method: dest.method, provinceName: dest.province.name } : null,
      payment: references.payment,
      lang: ctx.lang,
    });
    if (pricing.paymentAvailable === false) {
      throw new AppError(400, 'VALIDATION_ERROR', undefined, [
        { field: 'payment.method', message: fieldMessage('checkout.payment.bracket', ctx.lang) },
      ]);
    }
    // Gift cards and points (issue 15): adjust pricing.totals to what is still due.
    const rewards = await takeRewards(trx, app.dialect, {
      input,
      userId: customer.userId,
      pricing,
      ships,
      lang: ctx.lang,
      stamp,
    });
    const t = pricing.totals;
    const id = randomUUID();
    const paidNow = t.total === 0;
    const row = orderRow({
      id,
      input,
      customer,
      ships,
      dest,
      references,
      pricing,
      couponCode: promo.result?.code ?? null,
      lang: ctx.lang,
      stamp,
    });
    Object.assign(row, rewards.columns);
    const stored = await insertWithCode(trx, row, paymentDetails(references, t.total), now);
    await rewards.record(id, stamp);
    const itemRows = itemRowsOf(id, lines);
    const historyRows = historyRowsOf(id, ships, paidNow, now);
    const placed = toOrder(stored, itemRows, historyRows);
    // PostgreSQL: the confirmation is committed with the order, in the statement of its items (a
    // pickup's mail names its store: read after). Not on SQLite, whose transactions run one at a
    // time: rendering the mail there would lengthen every order's turn (decision 0380).
    const mail =
      app.dialect === 'postgres' && !pickup
        ? app.mail.outboxRow(orderConfirmationMail(placed, orderLink(app, stored.code), ctx.lang))
        : null;
    // Its items, its first history entry, the key's order and the mail in one statement on PostgreSQL (decision 0380).
    const staff = await insertOrderRows(trx, app.dialect, { orderId: id, itemRows, historyRows, key: ctx.key, mail });
    // Only goods sold by marketplace sellers are stamped and split into shipments (decision 0296).
    if (ships && lines.some((l) => l.kind === 'product' && l.soldBy)) await splitShipments(trx, id, stamp);
    if (pickup) await insertPickup(trx, id, pickup, stamp);
    if (input.invoice) await insertOrderInvoice(trx, id, input.invoice, stamp);
    if (customer.userId) await removeOrdered(trx, customer.userId, lines);
    const courses: CourseAccessEvent | null = paidNow ? await grantCourses(trx, { ...stored }, stamp) : null;
    // The shared rows last: on PostgreSQL their locks (the coupon's, each product's) are then held
    // only until the commit that follows, not while the order's own rows are written.
    await takeFlashSales(trx, lines, id, customer, indexOf, ctx.lang, stamp);
    await recordPromotions(trx, promo, { id, shippingDiscount: t.shippingDiscount }, customer, ctx.lang, stamp);
    const move = { reason: 'order', reference: stored.code, actor: 'customer', actorEmail: customer.email } as const;
    let left: StockLeft[] = [];
    if (fromStore) await takeStoreStock(trx, pickup.store, lines, ctx.lang, move);
    else left = await takeStock(trx, lines, indexOf, ctx.lang, move, app.dialect);
    return { order: pickup ? await withPickup(trx, placed) : placed, lines, courses, left, mail, staff };
  });

  if (!outcome) {
    // Another request holding this key committed first: answer its order.
    const orderId = await priorOrder(app.db, ctx.key, hash);
    if (!orderId) throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED');
    return replay(app, orderId);
  }
  await afterCommit(app, outcome);
  const { order } = outcome;
  const viewToken = orderViewToken(app.auth.signingKey, order.code);
  const link = orderLink(app, order.code);
  if (outcome.mail) app.mail.queued(outcome.mail);
  else app.mail.later(() => app.mail.send(orderConfirmationMail(order, link, ctx.lang)));
  await notifyAfter(app, ctx.caller?.id, 'orderPlaced', { code: order.code });
  if (order.paymentStatus === 'paid') await notifyAfter(app, ctx.caller?.id, 'orderPaid', { code: order.code });
  // Through `app` (not the named-statement twin): the live hub that tells open pages is the app's.
  await notifyStaff(app, 'staffNewOrder', order, outcome.staff ?? undefined);
  // From the quantities the stock update returned: no read after the commit (decision 0380).
  await noticeStockLeft(app, outcome.left);
  return { order, viewToken, replayed: false };
}

/** Work that must not hold the transaction: course hooks, and fresh stock on product pages. */
async function afterCommit(app: FastifyInstance, outcome: { lines: CartLine[]; courses: CourseAccessEvent | null }) {
  await emitCourseEvent('paid', app.db, outcome.courses, app.log);
  await stockMoved(
    app,
    outcome.lines.filter((l) => l.kind === 'product').map((l) => ({ id: l.id, slug: l.slug })),
  );
}

async function replay(app: FastifyInstance, id: string): Promise<Placed> {
  const row = await app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { order: await loadOrder(app.db, row), viewToken: orderViewToken(app.auth.signingKey, row.code), replayed: true };
}

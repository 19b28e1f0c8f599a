import { randomUUID } from 'node:crypto';
import {
  fieldMessage,
  type GiftCardPurchase,
  isPrepaidMethod,
  type Language,
  type Order,
  type PlaceOrderInput,
  priceCheckout,
} from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/http';
import { orderLink, orderViewToken } from '../orders/access';
import type { Caller } from '../orders/caller';
import { writeTransaction } from '../orders/db';
import { notifyStaff } from '../orders/events';
import { orderConfirmationMail } from '../orders/mail';
import { loadOrder } from '../orders/queries';
import { insertHistory, insertWithCode, orderRow, paymentDetails } from '../orders/store';
import { findPaymentMethod } from '../payments/queries';

const NAME: Record<'vi' | 'en', (amount: string) => string> = {
  vi: (a) => `Thẻ quà tặng Sen ${a}`,
  en: (a) => `Sen gift card ${a}`,
};

/**
 * POST /gift-cards/orders (decision 0260): an order of one gift card line, paid in advance by a
 * method that takes money before anything is delivered (bank transfer, a gateway), built from the
 * same order helpers as the checkout (code, payment instructions, history). No tax: a voucher
 * is taxed when it is spent. Nothing ships. The cards are issued when the order is paid
 * (markOrderPaid → rewards/hooks.ts), never before.
 */
export async function placeGiftCardOrder(
  app: FastifyInstance,
  body: GiftCardPurchase,
  ctx: { caller: Caller | null; lang: Language },
): Promise<{ order: Order; viewToken: string }> {
  const payment = await findPaymentMethod(app, body.payment.method);
  if (!payment?.isActive || !isPrepaidMethod(payment.code))
    throw new AppError(400, 'VALIDATION_ERROR', undefined, [
      { field: 'payment.method', message: fieldMessage('giftCard.payment.invalid', ctx.lang) },
    ]);
  const lines = [{ price: body.amount, quantity: body.quantity }];
  const pricing = priceCheckout({ lines, payment, lang: ctx.lang });
  if (pricing.paymentAvailable === false)
    throw new AppError(400, 'VALIDATION_ERROR', undefined, [
      { field: 'payment.method', message: fieldMessage('checkout.payment.bracket', ctx.lang) },
    ]);
  const t = pricing.totals;
  t.total -= t.tax;
  t.tax = 0;
  const input: PlaceOrderInput = {
    information: { ...body.information, address: '', city: '', ward: '', notes: '' },
    shipping: { method: '' },
    payment: body.payment,
    items: [],
    promoCode: null,
  };
  const amountText = new Intl.NumberFormat('vi-VN').format(body.amount);
  const name = (ctx.lang === 'vi' ? NAME.vi : NAME.en)(`${amountText} ₫`);
  const attributes = [
    { name: 'recipientName', value: body.recipientName },
    { name: 'recipientEmail', value: body.recipientEmail },
    { name: 'senderName', value: body.senderName },
    { name: 'message', value: body.message },
    { name: 'sendAt', value: body.sendAt ? new Date(body.sendAt).toISOString() : '' },
  ];
  const id = await writeTransaction(app.db, app.dialect, async (trx) => {
    const now = new Date();
    const stamp = now.toISOString();
    const id = randomUUID();
    const row = orderRow({
      id,
      input,
      customer: { userId: ctx.caller?.id ?? null },
      ships: false,
      dest: null,
      references: { destination: null, payment },
      pricing,
      couponCode: null,
      lang: ctx.lang,
      stamp,
    });
    await insertWithCode(trx, row, paymentDetails({ destination: null, payment }, t.total), now);
    await trx
      .insertInto('order_items')
      .values({
        id: randomUUID(),
        order_id: id,
        position: 0,
        kind: 'giftCard',
        product_id: null,
        variant_id: null,
        course_id: null,
        name,
        slug: 'gift-cards',
        sku: 'GIFT-CARD',
        image: '',
        unit_price: body.amount,
        compare_price: null,
        quantity: body.quantity,
        line_total: body.amount * body.quantity,
        attributes: JSON.stringify(attributes),
      })
      .execute();
    await insertHistory(trx, id, false, false, now);
    return id;
  });
  const stored = await app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const order = await loadOrder(app.db, stored);
  const link = orderLink(app, order.code);
  app.mail.later(() => app.mail.send(orderConfirmationMail(order, link, ctx.lang)));
  await notifyStaff(app, 'staffNewOrder', order);
  return { order, viewToken: orderViewToken(app.auth.signingKey, order.code) };
}

import type { Order, OrderList, OrderStatus, PaymentStatus } from '@sen/core';
import type { OrdersTable } from '../../db/tables/commerce';
import { likeContains } from '../../lib/like';
import { newestFirstPage } from '../../lib/pagination';
import { findPickup } from '../stores/pickup';
import type { Tx } from './db';
import { toOrder, toSummary } from './mapper';

export async function findOrderByCode(db: Tx, code: string): Promise<OrdersTable | undefined> {
  return db.selectFrom('orders').selectAll().where('code', '=', code.trim().toUpperCase()).executeTakeFirst();
}

export async function loadOrder(db: Tx, order: OrdersTable): Promise<Order> {
  const [items, history, pickup] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).execute(),
    db.selectFrom('order_status_history').selectAll().where('order_id', '=', order.id).orderBy('created_at').execute(),
    findPickup(db, order.id),
  ]);
  return { ...toOrder(order, items, history), pickup };
}

export interface OrderFilters {
  userId?: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
  from?: string;
  to?: string;
}

/** Newest first, with the first item of each for a thumbnail. */
export async function listOrders(db: Tx, f: OrderFilters, page: number, limit: number): Promise<OrderList> {
  let q = db.selectFrom('orders');
  if (f.userId) q = q.where('user_id', '=', f.userId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.paymentStatus) q = q.where('payment_status', '=', f.paymentStatus);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<=', f.to);
  if (f.q) {
    const term = f.q.trim();
    q = q.where((eb) =>
      eb.or([
        eb('code', '=', term.toUpperCase()),
        eb('email', '=', term.toLowerCase()),
        eb('phone', '=', term.replace(/[\s-]/g, '')),
        likeContains('full_name', term),
      ]),
    );
  }
  const { rows, pagination } = await newestFirstPage(q.selectAll(), page, limit);
  const firstOf = await firstItems(db, rows);
  return {
    items: rows.map((r) => toSummary(r, firstOf.get(r.id) ?? null)),
    pagination,
  };
}

/** The first line of each order (name and picture), for the lists' thumbnails. */
export async function firstItems(db: Tx, rows: { id: string }[]): Promise<Map<string, { name: string; image: string }>> {
  const firsts = rows.length
    ? await db
        .selectFrom('order_items')
        .select(['order_id', 'name', 'image'])
        .where(
          'order_id',
          'in',
          rows.map((r) => r.id),
        )
        .where('position', '=', 0)
        .execute()
    : [];
  return new Map(firsts.map((f) => [f.order_id, { name: f.name, image: f.image }]));
}

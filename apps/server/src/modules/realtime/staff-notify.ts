import { can, formatVnd, LOW_STOCK_THRESHOLD, type Permission, STAFF_ROLES } from '@sen/core';
import type { Kysely, QueryCreator } from 'kysely';
import type { Database } from '../../db/schema';
import { type AccountEvent, type NotifyParams, notifyAllAfter } from '../me/notify';

/**
 * What staff hear about in the admin header (issue 13, decision 0232). Each kind goes to the
 * active staff whose role holds the permission of the screen that handles it, one notification
 * each in their own language, pushed live to their open admin pages.
 */
export type StaffNotice =
  | { kind: 'newOrder'; code: string; customerName: string; total: number }
  | { kind: 'paymentReceived'; code: string; customerName: string; total: number }
  | { kind: 'returnRequested'; code: string; customerName: string; returnId?: string }
  | { kind: 'lowStock'; productId: string; productName: string; left: number }
  | { kind: 'newReview'; productName: string; rating: number }
  | { kind: 'contactMessage'; name: string; subject: string };

const ROUTE: Record<StaffNotice['kind'], { event: AccountEvent; permission: Permission }> = {
  newOrder: { event: 'staffNewOrder', permission: 'orders.write' },
  paymentReceived: { event: 'staffPaymentReceived', permission: 'orders.write' },
  returnRequested: { event: 'staffReturnRequested', permission: 'returns.write' },
  lowStock: { event: 'staffLowStock', permission: 'products.write' },
  newReview: { event: 'staffNewReview', permission: 'reviews.moderate' },
  contactMessage: { event: 'staffContactMessage', permission: 'customers.read' },
};

function params(n: StaffNotice): NotifyParams {
  switch (n.kind) {
    case 'newOrder':
    case 'paymentReceived':
      return { code: n.code, title: n.customerName, slug: formatVnd(n.total) };
    case 'returnRequested':
      return { code: n.code, title: n.customerName, slug: n.returnId };
    case 'lowStock':
      return { code: n.productId, title: n.productName, amount: String(n.left) };
    case 'newReview':
      return { title: n.productName, amount: String(n.rating) };
    case 'contactMessage':
      return { title: n.name, slug: n.subject };
  }
}

/** Who hears a kind: active staff whose role holds its permission. */
export function staffPermissionOf(kind: StaffNotice['kind']): Permission {
  return ROUTE[kind].permission;
}

export interface StaffMember {
  id: string;
  preferences: string;
}

/** The active staff who hear a kind: the read of notifyStaff, on any query creator (a CTE's too). */
export function staffWho<DB extends Database>(db: QueryCreator<DB>, kind: StaffNotice['kind']) {
  const roles = STAFF_ROLES.filter((r) => can(r, ROUTE[kind].permission));
  return (db as unknown as QueryCreator<Database>)
    .selectFrom('users')
    .select(['id', 'preferences'])
    .where('role', 'in', roles)
    .where('status', '=', 'active');
}

/**
 * THE way to tell staff something happened (for the returns, reviews and contact screens too):
 * call after the change committed. Logged, never thrown.
 */
export async function notifyStaff(
  app: { db: Kysely<Database>; log: { warn: (obj: object, msg: string) => void } },
  notice: StaffNotice,
  /** Who hears it, when the caller read `staffWho(notice.kind)` already (an order: in its last write, decision 0380). */
  known?: StaffMember[],
): Promise<void> {
  const { event } = ROUTE[notice.kind];
  try {
    const staff = known ?? (await staffWho(app.db, notice.kind).execute());
    // One read and one insert for all of them (a new order tells every order handler).
    await notifyAllAfter(app, staff, event, params(notice));
  } catch (err) {
    app.log.warn({ err, kind: notice.kind }, 'staff notification not stored');
  }
}

/** A product's delivery stock after an order took some: what the stock update returned. */
export interface StockLeft {
  productId: string;
  name: string;
  /** Quantity left right after this order's update. */
  left: number;
  /** Taken by this order. */
  taken: number;
  tracked: boolean;
}

/**
 * After an order took stock: staff hear of each product whose stock just fell below the
 * storefront's low-stock line (spec 1 §9: 300) — once, when this order crossed it, not on every
 * later sale.
 */
export async function noticeLowStock(
  app: { db: Kysely<Database>; log: { warn: (obj: object, msg: string) => void } },
  taken: { productId: string; quantity: number }[],
): Promise<void> {
  const byProduct = new Map<string, number>();
  for (const t of taken) byProduct.set(t.productId, (byProduct.get(t.productId) ?? 0) + t.quantity);
  if (byProduct.size === 0) return;
  try {
    const rows = await app.db
      .selectFrom('products')
      .select(['id', 'name', 'quantity', 'track_inventory'])
      .where('id', 'in', [...byProduct.keys()])
      .execute();
    await noticeStockLeft(
      app,
      rows.map((p) => ({
        productId: p.id,
        name: p.name,
        left: Number(p.quantity),
        taken: byProduct.get(p.id) ?? 0,
        tracked: Number(p.track_inventory) === 1,
      })),
    );
  } catch (err) {
    app.log.warn({ err }, 'low-stock check failed');
  }
}

/**
 * The same from the quantities an order's stock update returned (placing an order: no read after
 * the commit, decision 0380), which are exactly what this order left, whatever sold since.
 */
export async function noticeStockLeft(
  app: { db: Kysely<Database>; log: { warn: (obj: object, msg: string) => void } },
  products: StockLeft[],
): Promise<void> {
  for (const p of products)
    if (p.tracked && p.left < LOW_STOCK_THRESHOLD && p.left + p.taken >= LOW_STOCK_THRESHOLD)
      await notifyStaff(app, { kind: 'lowStock', productId: p.productId, productName: p.name, left: p.left });
}

import { randomUUID } from 'node:crypto';
import { fieldMessage, type Language, parcelValue } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { ShipmentsTable } from '../../../db/tables/shipments';
import { AppError, notFound } from '../../../lib/http';
import { type AuditActor, recordAudit } from '../../audit/audit';
import { isUniqueViolation, writeTransaction } from '../../orders/db';
import { findOrderByCode } from '../../orders/queries';
import { itemsGrams } from './parcel';
import { carrierPlace, shippingOrigin } from './places';
import { declaredValue } from './quotes';
import { carrierOf, configuredCarriers } from './registry';
import { CarrierError, type CarrierLabel } from './types';

export interface ShipmentView {
  carrier: string;
  trackingCode: string;
  /** The shop's own label route while the parcel is active (the carrier's label needs the shop's token, decision 0322). */
  labelUrl: string;
  fee: number;
  /** The goods' value declared to the carrier (insurance). */
  declaredValue: number;
  state: ShipmentsTable['state'];
  carrierStatus: string;
  createdAt: string;
}

/** Where staff print an order's active parcel label: the route streams it from the carrier (routes.ts). */
export const labelPath = (orderCode: string) => `/api/v1/admin/orders/${encodeURIComponent(orderCode)}/carrier-shipments/label`;

const view = (orderCode: string, r: ShipmentsTable): ShipmentView => ({
  carrier: r.carrier,
  trackingCode: r.tracking_code,
  labelUrl: r.state === 'active' ? labelPath(orderCode) : '',
  fee: Number(r.fee),
  declaredValue: Number(r.declared_value),
  state: r.state,
  carrierStatus: r.carrier_status,
  createdAt: r.created_at,
});

/** Only an order being prepared can be handed to a carrier: the carrier's pick-up then moves it to shipped. */
const SHIPPABLE = ['processing'];

export async function orderShipments(app: FastifyInstance, code: string) {
  const order = await findOrderByCode(app.db, code);
  if (!order) throw notFound('ORDER_NOT_FOUND');
  const rows = await app.db
    .selectFrom('shipments')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('state', '!=', 'creating')
    .orderBy('created_at', 'desc')
    .execute();
  return {
    carriers: configuredCarriers(app.config.carriers).map((c) => ({ code: c.code, name: c.name })),
    shipments: rows.map((r) => view(order.code, r)),
  };
}

const carrierFailed = (err: unknown) =>
  new AppError(502, 'CARRIER_FAILED', { reason: err instanceof CarrierError ? err.message : 'no answer' });

/**
 * Books the order's parcel with a carrier. The order is claimed first (a `creating` row under a
 * unique key), so two clicks never book two parcels; a carrier refusal gives the claim back.
 * The tracking number and label link go on the order, with an audit entry, in one transaction.
 */
export async function createShipment(app: FastifyInstance, code: string, carrierCode: string, actor: AuditActor, lang: Language) {
  const carrier = carrierOf(app.config.carriers, carrierCode);
  if (!carrier)
    throw new AppError(400, 'CARRIER_NOT_CONFIGURED', { carrier: carrierCode }, [
      { field: 'carrier', message: fieldMessage('shipment.carrier.unknown', lang) },
    ]);
  const order = await findOrderByCode(app.db, code);
  if (!order) throw notFound('ORDER_NOT_FOUND');
  const pickup = await app.db.selectFrom('order_pickups').select('order_id').where('order_id', '=', order.id).executeTakeFirst();
  if (order.requires_shipping !== 1 || pickup || !SHIPPABLE.includes(order.status))
    throw new AppError(409, 'SHIPMENT_NOT_ALLOWED');
  const active = await app.db
    .selectFrom('shipments')
    .select('tracking_code')
    .where('order_id', '=', order.id)
    .where('state', '!=', 'cancelled')
    .executeTakeFirst();
  if (active) throw new AppError(409, 'SHIPMENT_EXISTS', { code: active.tracking_code });

  const id = randomUUID();
  const now = new Date().toISOString();
  try {
    await app.db
      .insertInto('shipments')
      .values({
        id,
        order_id: order.id,
        carrier: 'claim',
        tracking_code: `claim:${order.id}`,
        label_url: '',
        fee: 0,
        declared_value: 0,
        state: 'creating',
        carrier_status: '',
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'SHIPMENT_EXISTS', { code: '…' });
    throw err;
  }
  // A parcel booked between the first look and the claim.
  const booked = await app.db
    .selectFrom('shipments')
    .select('tracking_code')
    .where('order_id', '=', order.id)
    .where('state', '=', 'active')
    .executeTakeFirst();
  if (booked) {
    await app.db.deleteFrom('shipments').where('id', '=', id).execute();
    throw new AppError(409, 'SHIPMENT_EXISTS', { code: booked.tracking_code });
  }

  let created: Awaited<ReturnType<typeof carrier.create>>;
  let declared = 0;
  try {
    const [to, from, items] = await Promise.all([
      order.province_code && order.ward_code ? carrierPlace(app, order.province_code, order.ward_code) : null,
      shippingOrigin(app),
      app.db
        .selectFrom('order_items')
        .select(['product_id', 'name', 'sku', 'quantity', 'kind', 'unit_price'])
        .where('order_id', '=', order.id)
        .execute(),
    ]);
    if (!to) throw new CarrierError(`ward ${order.ward_name} has no pre-2025 mapping`);
    const goods = items.filter((i) => i.kind !== 'course');
    const grams = await itemsGrams(
      app.db,
      goods.map((i) => ({ productId: i.product_id ?? undefined, quantity: i.quantity })),
    );
    const perUnit = Math.max(
      1,
      Math.round(
        grams /
          Math.max(
            1,
            goods.reduce((n, i) => n + i.quantity, 0),
          ),
      ),
    );
    declared = declaredValue(carrier, parcelValue(goods.map((i) => ({ price: Number(i.unit_price), quantity: i.quantity }))));
    const cod = order.payment_method_code.toUpperCase() === 'COD' && order.payment_status !== 'paid' ? Number(order.total) : 0;
    created = await carrier.create({
      orderCode: order.code,
      to: { name: order.full_name, phone: order.phone, address: order.address, place: to },
      from,
      parcel: { grams, value: declared },
      codAmount: cod,
      items: goods.map((i) => ({ name: i.name, quantity: i.quantity, grams: perUnit, sku: i.sku })),
      note: order.notes,
    });
  } catch (err) {
    await app.db.deleteFrom('shipments').where('id', '=', id).execute();
    app.log.warn({ carrier: carrier.code, order: order.code, err: (err as Error).message }, 'carrier refused the shipment');
    throw carrierFailed(err);
  }

  await writeTransaction(app.db, app.dialect, async (trx) => {
    const stamp = new Date().toISOString();
    await trx
      .updateTable('shipments')
      .set({
        carrier: carrier.code,
        tracking_code: created.trackingCode,
        label_url: labelPath(order.code),
        fee: created.fee,
        declared_value: declared,
        state: 'active',
        updated_at: stamp,
      })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('orders')
      .set({ tracking_number: created.trackingCode, tracking_url: created.trackingUrl || null, updated_at: stamp })
      .where('id', '=', order.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'shipment.create',
      entity: 'order',
      entityId: order.id,
      before: { code: order.code, trackingNumber: order.tracking_number },
      after: {
        code: order.code,
        carrier: carrier.code,
        trackingNumber: created.trackingCode,
        fee: created.fee,
        declaredValue: declared,
      },
    });
  });
  return orderShipments(app, code);
}

/** The order, its active parcel and that parcel's carrier (404 without one; 409 when the carrier is no longer configured). */
async function activeParcel(app: FastifyInstance, code: string) {
  const order = await findOrderByCode(app.db, code);
  if (!order) throw notFound('ORDER_NOT_FOUND');
  const row = await app.db
    .selectFrom('shipments')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('state', '=', 'active')
    .executeTakeFirst();
  if (!row) throw notFound('SHIPMENT_NOT_FOUND');
  const carrier = carrierOf(app.config.carriers, row.carrier);
  if (!carrier) throw new AppError(409, 'CARRIER_NOT_CONFIGURED', { carrier: row.carrier });
  return { order, row, carrier };
}

/** Cancels the active parcel with its carrier (which refuses once it was picked up), then on the order. */
export async function cancelShipment(app: FastifyInstance, code: string, actor: AuditActor) {
  const { order, row, carrier } = await activeParcel(app, code);
  try {
    await carrier.cancel(row.tracking_code);
  } catch (err) {
    throw carrierFailed(err);
  }
  await writeTransaction(app.db, app.dialect, async (trx) => {
    const stamp = new Date().toISOString();
    await trx.updateTable('shipments').set({ state: 'cancelled', updated_at: stamp }).where('id', '=', row.id).execute();
    await trx
      .updateTable('orders')
      .set({ tracking_number: null, tracking_url: null, updated_at: stamp })
      .where('id', '=', order.id)
      .where('tracking_number', '=', row.tracking_code)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'shipment.cancel',
      entity: 'order',
      entityId: order.id,
      before: { code: order.code, carrier: row.carrier, trackingNumber: row.tracking_code },
      after: { code: order.code, trackingNumber: null },
    });
  });
  return orderShipments(app, code);
}

/**
 * The label of the order's active parcel, asked of its carrier with the shop's token (decision
 * 0322). Reading only: nothing is written. A carrier that refuses answers 502 with its reason.
 */
export async function shipmentLabel(app: FastifyInstance, code: string): Promise<{ label: CarrierLabel; trackingCode: string }> {
  const { order, row, carrier } = await activeParcel(app, code);
  try {
    return { label: await carrier.label(row.tracking_code), trackingCode: row.tracking_code };
  } catch (err) {
    app.log.warn({ carrier: carrier.code, order: order.code, err: (err as Error).message }, 'carrier label failed');
    throw carrierFailed(err);
  }
}

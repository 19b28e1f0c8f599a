import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/http';
import { changeStatus } from '../../orders/status';
import type { Carrier, CarrierNotice } from './types';

export type NoticeOutcome = 'shipped' | 'delivered' | 'returned' | 'none' | 'unknownParcel' | 'duplicate' | 'ignored';

/** The steps the order takes for a milestone from where it is (each one through the state machine). */
function steps(status: string, milestone: CarrierNotice['milestone']): ('shipped' | 'delivered' | 'cancelled')[] {
  if (status === 'processing' && milestone) return ['shipped', ...steps('shipped', milestone)];
  if (status !== 'shipped') return [];
  if (milestone === 'delivered') return ['delivered'];
  if (milestone === 'returned') return ['cancelled'];
  return [];
}

/**
 * A carrier's status notice, already authenticated. Logged once under carrier + parcel + status +
 * time (a replay hits the unique key and changes nothing); the order then moves through
 * changeStatus only: picked up → shipped, delivered → delivered, back at the shop → cancelled
 * with its goods restocked (decision 0321). A notice that would move the order backwards or
 * sideways changes nothing. If moving the order fails, the log entry goes so a retry is processed.
 */
export async function handleNotice(
  app: FastifyInstance,
  carrier: Carrier,
  body: Record<string, unknown>,
): Promise<NoticeOutcome> {
  const notice = carrier.parseNotice(body);
  if (!notice) return 'ignored';
  const eventId = randomUUID();
  const now = new Date().toISOString();
  const inserted = await app.db
    .insertInto('carrier_events')
    .values({
      id: eventId,
      carrier: carrier.code,
      event_key: `${carrier.code}:${notice.trackingCode}:${notice.status}:${notice.time}`,
      tracking_code: notice.trackingCode,
      carrier_status: notice.status,
      outcome: 'pending',
      payload: JSON.stringify(body).slice(0, 8000),
      created_at: now,
    })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';

  const setOutcome = (outcome: NoticeOutcome) =>
    app.db.updateTable('carrier_events').set({ outcome }).where('id', '=', eventId).execute();
  const shipment = await app.db
    .selectFrom('shipments')
    .innerJoin('orders', 'orders.id', 'shipments.order_id')
    .select(['shipments.id', 'orders.code', 'orders.status'])
    .where('shipments.carrier', '=', carrier.code)
    .where('shipments.tracking_code', '=', notice.trackingCode)
    .where('shipments.state', '=', 'active')
    .executeTakeFirst();
  if (!shipment) {
    await setOutcome('unknownParcel');
    return 'unknownParcel';
  }
  await app.db
    .updateTable('shipments')
    .set({ carrier_status: notice.status, updated_at: now })
    .where('id', '=', shipment.id)
    .execute();
  const path = steps(shipment.status, notice.milestone);
  try {
    for (const to of path) {
      await changeStatus(
        app,
        shipment.code,
        { status: to, note: `${carrier.name}: ${notice.status}` },
        'system',
        to === 'cancelled' ? { carrierReturn: true } : {},
      );
    }
  } catch (err) {
    // Another notice moved it at the same moment: this one is done, not to be retried.
    if (err instanceof AppError && err.statusCode === 409) {
      await setOutcome('none');
      return 'none';
    }
    await app.db.deleteFrom('carrier_events').where('id', '=', eventId).execute();
    throw err;
  }
  const outcome: NoticeOutcome = path.length ? (notice.milestone ?? 'none') : 'none';
  await setOutcome(outcome);
  return outcome;
}

import type { GhtkConfig } from '../config';
import { carrierCall, carrierFetch, carrierJson, sameSecret, str } from '../http';
import {
  type Carrier,
  CarrierError,
  type CarrierLabel,
  type CarrierNotice,
  type CarrierPlace,
  type CarrierQuote,
  type CreatedShipment,
  type Parcel,
  type ShipmentInput,
} from '../types';
import { ghtkMilestone } from './status';

/**
 * Giao Hàng Tiết Kiệm's API: fee, order, cancel, and its status webhook. GHTK takes addresses by
 * name; the pre-2025 province and district names of the ward are sent (decision 0320), with the
 * ward and street as the courier reads them.
 */
export class GhtkCarrier implements Carrier {
  readonly code = 'GHTK' as const;
  readonly name = 'Giao Hàng Tiết Kiệm';
  /** GHTK refunds at most 20,000,000 ₫ of the declared `value` (its order API, tag 2), and refuses more (error 30608). */
  readonly maxDeclaredValue = 20_000_000;

  constructor(
    private cfg: GhtkConfig,
    private timeoutMs: number,
  ) {}

  private async call(path: string, method: 'GET' | 'POST', body?: unknown) {
    const res = await carrierCall(`${this.cfg.endpoint}${path}`, {
      method,
      headers: { Token: this.cfg.token },
      body,
      timeoutMs: this.timeoutMs,
    });
    if (res.success !== true) throw new CarrierError(str(res.message) || 'GHTK refused the request');
    return res;
  }

  async quote(to: CarrierPlace, from: CarrierPlace | null, parcel: Parcel): Promise<CarrierQuote> {
    if (!from) throw new CarrierError('GHTK needs the shop’s shipping origin (a store marked as such)');
    const q = new URLSearchParams({
      pick_province: from.oldProvince,
      pick_district: from.oldDistrict,
      pick_ward: from.oldWard,
      province: to.oldProvince,
      district: to.oldDistrict,
      ward: to.oldWard,
      weight: String(parcel.grams),
      value: String(parcel.value),
      transport: 'road',
      deliver_option: 'none',
    });
    const res = await this.call(`/services/shipment/fee?${q}`, 'GET');
    const fee = res.fee as { fee?: unknown; insurance_fee?: unknown; delivery?: unknown } | undefined;
    const amount = Number(fee?.fee);
    // GHTK answers the insurance fee on the declared value apart from the freight.
    const insurance = Number(fee?.insurance_fee ?? 0);
    if (!Number.isFinite(amount) || amount < 0 || !Number.isFinite(insurance) || insurance < 0)
      throw new CarrierError('GHTK answered no fee');
    if (fee?.delivery === false) throw new CarrierError('GHTK does not deliver to this address');
    return { fee: Math.round(amount + insurance), days: null };
  }

  async create(input: ShipmentInput): Promise<CreatedShipment> {
    if (!input.from) throw new CarrierError('GHTK needs the shop’s shipping origin (a store marked as such)');
    const res = await this.call('/services/shipment/order', 'POST', {
      products: input.items.map((i) => ({
        name: i.name,
        weight: i.grams / 1000,
        quantity: i.quantity,
        product_code: i.sku,
      })),
      order: {
        id: input.orderCode,
        pick_name: input.from.name,
        pick_address: input.from.address,
        pick_province: input.from.place.oldProvince,
        pick_district: input.from.place.oldDistrict,
        pick_ward: input.from.place.oldWard,
        pick_tel: input.from.phone,
        tel: input.to.phone,
        name: input.to.name,
        address: input.to.address,
        province: input.to.place.oldProvince,
        district: input.to.place.oldDistrict,
        ward: input.to.place.oldWard,
        hamlet: 'Khác',
        is_freeship: '1',
        pick_money: input.codAmount,
        note: input.note.slice(0, 120),
        value: input.parcel.value,
        transport: 'road',
      },
    });
    const order = res.order as { label?: unknown; fee?: unknown; insurance_fee?: unknown } | undefined;
    const label = str(order?.label);
    if (!label) throw new CarrierError('GHTK answered no label');
    return {
      trackingCode: label,
      trackingUrl: `https://i.ghtk.vn/${encodeURIComponent(label)}`,
      fee: Math.round((Number(order?.fee) || 0) + (Number(order?.insurance_fee) || 0)),
    };
  }

  /** GHTK's label PDF (A6, portrait): its API needs the shop token, so the shop fetches it for staff. */
  async label(trackingCode: string): Promise<CarrierLabel> {
    const url = `${this.cfg.endpoint}/services/label/${encodeURIComponent(trackingCode)}?original=portrait&page_size=A6`;
    const { res, body } = await carrierFetch(url, {
      method: 'GET',
      headers: { Token: this.cfg.token },
      timeoutMs: this.timeoutMs,
    });
    // Only a PDF is passed on; GHTK answers a refusal as JSON.
    if (res.ok && body.subarray(0, 5).toString('latin1') === '%PDF-') return { pdf: body };
    const json = res.headers.get('content-type')?.includes('json') ? carrierJson(url, res, body.toString('utf8')) : {};
    throw new CarrierError(str(json.message) || `GHTK answered ${res.status} without a label`);
  }

  async cancel(trackingCode: string): Promise<void> {
    await this.call(`/services/shipment/cancel/${encodeURIComponent(trackingCode)}`, 'POST', {});
  }

  /** GHTK sends the `hash` the shop set when registering the URL, in the query or the body. */
  authorized(_headers: Record<string, unknown>, query: Record<string, unknown>, body: Record<string, unknown>): boolean {
    return sameSecret(query.hash ?? body.hash, this.cfg.webhookHash);
  }

  parseNotice(body: Record<string, unknown>): CarrierNotice | null {
    const trackingCode = str(body.label_id);
    const statusId = Number(body.status_id);
    if (!trackingCode || !Number.isInteger(statusId)) return null;
    return { trackingCode, status: String(statusId), time: str(body.action_time), milestone: ghtkMilestone(statusId) };
  }
}

import type { GhnConfig } from '../config';
import { carrierCall, sameSecret, str } from '../http';
import { matchPlace } from '../names';
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
import { ghnMilestone } from './status';

interface GhnProvince {
  ProvinceID: number;
  ProvinceName: string;
  NameExtension?: string[];
}
interface GhnDistrict {
  DistrictID: number;
  DistrictName: string;
  NameExtension?: string[];
}
interface GhnWard {
  WardCode: string;
  WardName: string;
  NameExtension?: string[];
}
export interface GhnPlace {
  districtId: number;
  wardCode: string;
}

const API = '/shiip/public-api';
const MASTER_TTL = 24 * 3600_000;
/** GHN's standard service for light parcels (service_type_id 2). */
const STANDARD = 2;
const BOX = { length: 20, width: 20, height: 10 };
const names = (x: { NameExtension?: string[] }, own: string) => [own, ...(x.NameExtension ?? [])];

/**
 * Giao Hàng Nhanh's public API (v2): fee, leadtime, create, cancel, and its callback. GHN keys
 * places on its own district ids and ward codes; they are found by name through its master data
 * (cached a day), from the pre-2025 names of the ward (decision 0320).
 */
export class GhnCarrier implements Carrier {
  readonly code = 'GHN' as const;
  readonly name = 'Giao Hàng Nhanh';
  /** GHN's `insurance_value`: "Tối đa 5.000.000" (fee and create-order APIs). */
  readonly maxDeclaredValue = 5_000_000;
  private master = new Map<string, { at: number; value: Promise<unknown[]> }>();

  constructor(
    private cfg: GhnConfig,
    private timeoutMs: number,
  ) {}

  private async call(path: string, body: unknown, method: 'GET' | 'POST' = 'POST') {
    const res = await carrierCall(`${this.cfg.endpoint}${API}${path}`, {
      method,
      headers: { Token: this.cfg.token, ShopId: this.cfg.shopId },
      body: method === 'POST' ? body : undefined,
      timeoutMs: this.timeoutMs,
    });
    if (Number(res.code) !== 200) throw new CarrierError(str(res.message) || `GHN answered code ${str(res.code)}`);
    return res.data;
  }

  private list<T>(key: string, load: () => Promise<unknown>): Promise<T[]> {
    const hit = this.master.get(key);
    if (hit && Date.now() - hit.at < MASTER_TTL) return hit.value as Promise<T[]>;
    const value = load().then((d) => (Array.isArray(d) ? d : []));
    // A failed load is not kept: the next quote asks again.
    value.catch(() => this.master.delete(key));
    this.master.set(key, { at: Date.now(), value });
    return value as Promise<T[]>;
  }

  /** GHN's district id and ward code of a place, by its pre-2025 names. */
  async resolve(place: CarrierPlace): Promise<GhnPlace> {
    const provinces = await this.list<GhnProvince>('p', () => this.call('/master-data/province', undefined, 'GET'));
    const province = matchPlace(provinces, place.oldProvince, (p) => names(p, p.ProvinceName));
    if (!province) throw new CarrierError(`GHN does not know the province ${place.oldProvince}`);
    const districts = await this.list<GhnDistrict>(`d${province.ProvinceID}`, () =>
      this.call('/master-data/district', { province_id: province.ProvinceID }),
    );
    const district = matchPlace(districts, place.oldDistrict, (d) => names(d, d.DistrictName));
    if (!district) throw new CarrierError(`GHN does not know the district ${place.oldDistrict}`);
    const wards = await this.list<GhnWard>(`w${district.DistrictID}`, () =>
      this.call('/master-data/ward', { district_id: district.DistrictID }),
    );
    const ward = matchPlace(wards, place.oldWard, (w) => names(w, w.WardName));
    if (!ward) throw new CarrierError(`GHN does not know the ward ${place.oldWard}`);
    return { districtId: district.DistrictID, wardCode: ward.WardCode };
  }

  /** The standard service between two districts (GHN's leadtime needs its id). */
  private async serviceId(from: number, to: number): Promise<number | null> {
    const list = (await this.call('/v2/shipping-order/available-services', {
      shop_id: Number(this.cfg.shopId),
      from_district: from,
      to_district: to,
    })) as { service_id: number; service_type_id: number }[] | null;
    const services = Array.isArray(list) ? list : [];
    return (services.find((s) => s.service_type_id === STANDARD) ?? services[0])?.service_id ?? null;
  }

  async quote(to: CarrierPlace, from: CarrierPlace | null, parcel: Parcel): Promise<CarrierQuote> {
    const [dest, origin] = await Promise.all([this.resolve(to), from ? this.resolve(from) : null]);
    const service = origin ? await this.serviceId(origin.districtId, dest.districtId) : null;
    const route = {
      ...(origin ? { from_district_id: origin.districtId, from_ward_code: origin.wardCode } : {}),
      to_district_id: dest.districtId,
      to_ward_code: dest.wardCode,
    };
    const fee = (await this.call('/v2/shipping-order/fee', {
      ...route,
      ...(service ? { service_id: service } : { service_type_id: STANDARD }),
      weight: parcel.grams,
      ...BOX,
      // The total includes GHN's insurance fee on the declared value.
      insurance_value: parcel.value,
    })) as { total?: unknown } | null;
    const total = Number(fee?.total);
    if (!Number.isFinite(total) || total < 0) throw new CarrierError('GHN answered no fee');
    let days: CarrierQuote['days'] = null;
    if (service) {
      const lead = (await this.call('/v2/shipping-order/leadtime', { ...route, service_id: service })) as {
        leadtime?: unknown;
      } | null;
      const at = Number(lead?.leadtime);
      if (Number.isFinite(at) && at > 0) {
        const d = Math.max(1, Math.ceil((at * 1000 - Date.now()) / 86_400_000));
        days = { min: d, max: d };
      }
    }
    return { fee: Math.round(total), days };
  }

  async create(input: ShipmentInput): Promise<CreatedShipment> {
    const to = await this.resolve(input.to.place);
    const from = input.from ? await this.resolve(input.from.place) : null;
    const data = (await this.call('/v2/shipping-order/create', {
      payment_type_id: 1,
      required_note: 'CHOXEMHANGKHONGTHU',
      note: input.note.slice(0, 500),
      client_order_code: input.orderCode,
      ...(input.from && from
        ? {
            from_name: input.from.name,
            from_phone: input.from.phone,
            from_address: input.from.address,
            from_ward_name: input.from.place.oldWard,
            from_district_name: input.from.place.oldDistrict,
            from_province_name: input.from.place.oldProvince,
          }
        : {}),
      to_name: input.to.name,
      to_phone: input.to.phone,
      to_address: input.to.address,
      to_ward_code: to.wardCode,
      to_district_id: to.districtId,
      cod_amount: input.codAmount,
      content: input.items
        .map((i) => `${i.name} x${i.quantity}`)
        .join(', ')
        .slice(0, 2000),
      weight: input.parcel.grams,
      ...BOX,
      insurance_value: input.parcel.value,
      service_type_id: STANDARD,
      items: input.items.map((i) => ({ name: i.name, code: i.sku, quantity: i.quantity, weight: i.grams })),
    })) as { order_code?: unknown; total_fee?: unknown } | null;
    const code = str(data?.order_code);
    if (!code) throw new CarrierError('GHN answered no order code');
    return {
      trackingCode: code,
      trackingUrl: `https://donhang.ghn.vn/?order_code=${encodeURIComponent(code)}`,
      fee: Math.round(Number(data?.total_fee) || 0),
    };
  }

  /** GHN's A5 print page, behind a print token asked for now (a token lasts 30 minutes). */
  async label(trackingCode: string): Promise<CarrierLabel> {
    const print = (await this.call('/v2/a5/gen-token', { order_codes: [trackingCode] })) as { token?: unknown } | null;
    const token = str(print?.token);
    if (!token) throw new CarrierError('GHN answered no print token');
    return { redirect: `${this.cfg.endpoint}/a5/public-api/printA5?token=${encodeURIComponent(token)}` };
  }

  async cancel(trackingCode: string): Promise<void> {
    const data = (await this.call('/v2/switch-status/cancel', { order_codes: [trackingCode] })) as
      | { order_code: string; result: boolean; message?: string }[]
      | null;
    const row = Array.isArray(data) ? data.find((d) => d.order_code === trackingCode) : undefined;
    if (!row?.result) throw new CarrierError(row?.message || 'GHN did not cancel the order');
  }

  /** GHN cannot sign its callback: the registered URL carries `?token=<GHN_WEBHOOK_SECRET>` (or a `Token` header). */
  authorized(headers: Record<string, unknown>, query: Record<string, unknown>): boolean {
    return sameSecret(query.token ?? headers.token, this.cfg.webhookSecret);
  }

  parseNotice(body: Record<string, unknown>): CarrierNotice | null {
    const trackingCode = str(body.OrderCode);
    const status = str(body.Status);
    if (!trackingCode || !status) return null;
    return { trackingCode, status, time: str(body.Time), milestone: ghnMilestone(status) };
  }
}

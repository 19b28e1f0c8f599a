/* A local simulator of GHN's and GHTK's APIs (imported by tests only: the API suite and the browser test). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { type CarriersConfig, loadCarriersConfig } from './config';

export const CARRIER_SECRETS = {
  ghnToken: 'ghn-token-for-tests',
  ghnShop: '885',
  ghnWebhook: 'ghn-webhook-secret-0123456789',
  ghtkToken: 'ghtk-token-for-tests',
  ghtkHash: 'ghtk-hash-0123456789',
} as const;

/** The environment pointing both carriers at `base` (a simulator), with the test secrets. */
export function carrierEnv(base: string): NodeJS.ProcessEnv {
  return {
    GHN_TOKEN: CARRIER_SECRETS.ghnToken,
    GHN_SHOP_ID: CARRIER_SECRETS.ghnShop,
    GHN_ENDPOINT: base,
    GHN_WEBHOOK_SECRET: CARRIER_SECRETS.ghnWebhook,
    GHTK_TOKEN: CARRIER_SECRETS.ghtkToken,
    GHTK_ENDPOINT: base,
    GHTK_WEBHOOK_HASH: CARRIER_SECRETS.ghtkHash,
  };
}

export function simulatedCarriers(sim: CarrierSimulator, timeoutMs = 800): CarriersConfig {
  return loadCarriersConfig({ ...carrierEnv(sim.base), CARRIER_TIMEOUT_MS: String(timeoutMs) });
}

/** GHN's fee for a weight: 22,000 ₫ for the first 500 g, 5,000 ₫ per further 500 g. */
export const ghnFee = (grams: number) => 22_000 + Math.max(0, Math.ceil((grams - 500) / 500)) * 5_000;
/** GHTK's fee: 30,000 ₫ up to 1 kg, 2,500 ₫ per further 500 g. */
export const ghtkFee = (grams: number) => 30_000 + Math.max(0, Math.ceil((grams - 1000) / 500)) * 2_500;
/**
 * The simulated insurance fee on a declared value (both carriers): 0.5 % of a value above
 * 1,000,000 ₫, nothing below. Each carrier refuses a value above its published limit.
 */
export const insuranceFee = (value: number) => (value > 1_000_000 ? Math.round(value * 0.005) : 0);
export const INSURANCE_LIMIT = { GHN: 5_000_000, GHTK: 20_000_000 } as const;
/** The label PDF the simulated GHTK answers (a real, if tiny, PDF document). */
export const SIM_LABEL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** The days GHN's leadtime promises. */
export const GHN_DAYS = 2;

/** GHN master data: Hồ Chí Minh, Quận 1 and two of its wards (the pre-2025 names the test mappings use). */
const GHN_PROVINCES = [
  { ProvinceID: 202, ProvinceName: 'Hồ Chí Minh', NameExtension: ['TP.Hồ Chí Minh', 'Thành phố Hồ Chí Minh', 'HCM'] },
  { ProvinceID: 201, ProvinceName: 'Hà Nội', NameExtension: ['Thành phố Hà Nội'] },
];
const GHN_DISTRICTS: Record<number, object[]> = {
  202: [
    { DistrictID: 1442, ProvinceID: 202, DistrictName: 'Quận 1', NameExtension: ['Q1', 'Quận 1'] },
    { DistrictID: 1443, ProvinceID: 202, DistrictName: 'Quận 3', NameExtension: ['Q3'] },
  ],
  201: [{ DistrictID: 1484, ProvinceID: 201, DistrictName: 'Quận Ba Đình' }],
};
const GHN_WARDS: Record<number, object[]> = {
  1442: [
    { WardCode: '20109', DistrictID: 1442, WardName: 'Phường Bến Nghé', NameExtension: ['P.Bến Nghé'] },
    { WardCode: '20110', DistrictID: 1442, WardName: 'Phường Bến Thành' },
  ],
  1484: [{ WardCode: '1A0101', DistrictID: 1484, WardName: 'Phường Phúc Xá' }],
};

/**
 * Pre-2025 mappings and a shipping-origin store for the test places of auth/testing seedPlaces:
 * 26734 Phường Sài Gòn was Bến Nghé (Quận 1), 26740 Phường Bến Thành was Bến Thành (Quận 1).
 */
export async function seedCarrierPlaces(db: Kysely<Database>): Promise<void> {
  const row = (id: string, ward: string, code: string) => ({
    id,
    old_ward_code: null,
    old_ward_name: ward,
    old_district_name: 'Quận 1',
    old_province_name: 'Thành phố Hồ Chí Minh',
    new_ward_code: code,
    new_province_code: '79',
    search_folded: ` ${ward.toLowerCase()} quan 1 `,
  });
  await db
    .insertInto('ward_mappings')
    .values([row('m-ben-nghe', 'Phường Bến Nghé', '26734'), row('m-ben-thanh', 'Phường Bến Thành', '26740')])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const now = new Date().toISOString();
  const week = JSON.stringify(Array.from({ length: 7 }, () => ({ open: '08:00', close: '21:00' })));
  await db
    .insertInto('stores')
    .values({
      id: 'store-origin',
      name: 'Kho Sen Bến Thành',
      address: '1 Lê Lai',
      province_code: '79',
      province_name: 'Thành phố Hồ Chí Minh',
      ward_code: '26740',
      ward_name: 'Phường Bến Thành',
      phone: '0281234567',
      email: '',
      hours: week,
      is_default: 0,
      is_pickup_location: 0,
      is_shipping_origin: 1,
      is_active: 1,
      latitude: null,
      longitude: null,
      created_at: now,
      updated_at: now,
    } as never)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export interface SimParcel {
  carrier: 'GHN' | 'GHTK';
  code: string;
  clientCode: string;
  cod: number;
  cancelled: boolean;
  body: Record<string, unknown>;
}

/**
 * One HTTP server on 127.0.0.1 answering like GHN (master data, available services, fee,
 * leadtime, create, print token, cancel) and GHTK (fee, order, label PDF, cancel), refusing calls without
 * the right Token (and GHN ShopId). `down` makes it hold every answer past the carriers' time
 * limit; `calls` counts each path.
 */
export class CarrierSimulator {
  private server = http.createServer((req, res) => void this.handle(req, res));
  base = '';
  down = false;
  /** The fee APIs refuse (a route closed, as carriers answer it) while the carrier stays up. */
  refuseFees = false;
  /** Awaited before a fee API answers: a test looks at the shop while it waits for the carrier. */
  beforeFee: (() => Promise<void>) | null = null;
  readonly parcels = new Map<string, SimParcel>();
  readonly calls = new Map<string, number>();
  readonly rejected: string[] = [];
  private seq = 0;
  private held: http.ServerResponse[] = [];
  /** The fee GHN answered last (the browser test compares it with the page). */
  lastGhnFee = 0;
  /** The declared values each carrier's fee API was asked with, last first. */
  readonly declared: { carrier: 'GHN' | 'GHTK'; value: number }[] = [];
  private provinces = GHN_PROVINCES.map((p) => ({ ...p }));
  private districts: Record<number, { DistrictID: number; DistrictName: string }[]> = structuredClone(GHN_DISTRICTS) as Record<
    number,
    { DistrictID: number; DistrictName: string }[]
  >;
  private wards: Record<number, object[]> = structuredClone(GHN_WARDS);

  /** Adds a pre-2025 place to GHN's master data (the browser test teaches it the demo shop's wards). */
  learnGhn(province: string, district: string, ward: string): void {
    let p = this.provinces.find((x) => x.ProvinceName === province || x.NameExtension.includes(province));
    if (!p) {
      p = { ProvinceID: 300 + this.provinces.length, ProvinceName: province, NameExtension: [] };
      this.provinces.push(p);
    }
    this.districts[p.ProvinceID] ??= [];
    const list = this.districts[p.ProvinceID] ?? [];
    let d = list.find((x) => x.DistrictName === district);
    if (!d) {
      d = { DistrictID: 3000 + Object.values(this.districts).flat().length, DistrictName: district };
      list.push(d);
    }
    this.wards[d.DistrictID] ??= [];
    const wards = (this.wards[d.DistrictID] ?? []) as { WardName: string }[];
    if (!wards.some((w) => w.WardName === ward))
      wards.push({ WardCode: `W${d.DistrictID}${wards.length}`, DistrictID: d.DistrictID, WardName: ward } as never);
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    for (const r of this.held) r.destroy();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  count(path: string): number {
    return this.calls.get(path) ?? 0;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.base);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    this.calls.set(url.pathname, this.count(url.pathname) + 1);
    if (this.down) {
      // Never answers in time: the shop's time limit must give up first.
      this.held.push(res);
      return;
    }
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (url.pathname === '/a5/public-api/printA5') {
      // GHN's print page: public, behind the print token (the shop's own token is not needed).
      const code = (url.searchParams.get('token') ?? '').replace(/^print-/, '');
      const p = this.parcels.get(code);
      if (p?.carrier !== 'GHN') return json(404, { code: 404, message: 'token không hợp lệ' });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>GHN A5</title><h1 data-testid="ghn-label">Nhãn GHN ${code}</h1>`);
      return;
    }
    if (this.beforeFee && url.pathname.endsWith('/fee')) await this.beforeFee();
    if (url.pathname.startsWith('/shiip/public-api/')) return this.ghn(url, req, body, json);
    if (url.pathname.startsWith('/services/')) return this.ghtk(url, req, res, body, json);
    json(404, { message: 'not found' });
  }

  private ghn(url: URL, req: http.IncomingMessage, body: Record<string, unknown>, json: (s: number, v: unknown) => void) {
    const path = url.pathname.replace('/shiip/public-api', '');
    const okData = (data: unknown) => json(200, { code: 200, message: 'Success', data });
    if (req.headers.token !== CARRIER_SECRETS.ghnToken) {
      this.rejected.push(`ghn token ${path}`);
      return json(401, { code: 401, message: 'Token is not valid' });
    }
    if (path.startsWith('/v2/') && req.headers.shopid !== CARRIER_SECRETS.ghnShop) {
      this.rejected.push(`ghn shop ${path}`);
      return json(400, { code: 400, message: 'ShopId is not valid' });
    }
    switch (path) {
      case '/master-data/province':
        return okData(this.provinces);
      case '/master-data/district':
        return okData(this.districts[Number(body.province_id)] ?? []);
      case '/master-data/ward':
        return okData(this.wards[Number(body.district_id)] ?? []);
      case '/v2/shipping-order/available-services':
        return okData([
          { service_id: 53320, short_name: 'Hàng nhẹ', service_type_id: 2 },
          { service_id: 100039, short_name: 'Hàng nặng', service_type_id: 5 },
        ]);
      case '/v2/shipping-order/fee': {
        if (!body.to_district_id || !body.to_ward_code || !body.weight) return json(400, { code: 400, message: 'missing field' });
        if (this.refuseFees) return json(400, { code: 400, message: 'Tuyến giao tạm ngưng nhận đơn' });
        const value = Number(body.insurance_value ?? 0);
        if (value > INSURANCE_LIMIT.GHN) return json(400, { code: 400, message: 'insurance_value tối đa 5.000.000' });
        this.declared.unshift({ carrier: 'GHN', value });
        const service = ghnFee(Number(body.weight));
        const total = service + insuranceFee(value);
        this.lastGhnFee = total;
        return okData({ total, service_fee: service, insurance_fee: insuranceFee(value) });
      }
      case '/v2/shipping-order/leadtime':
        if (!body.service_id) return json(400, { code: 400, message: 'service_id is required' });
        return okData({
          leadtime: Math.floor(Date.now() / 1000) + GHN_DAYS * 86_400 - 3600,
          order_date: Math.floor(Date.now() / 1000),
        });
      case '/v2/shipping-order/create': {
        for (const f of [
          'to_name',
          'to_phone',
          'to_address',
          'to_ward_code',
          'to_district_id',
          'weight',
          'service_type_id',
          'required_note',
        ])
          if (body[f] === undefined || body[f] === '') return json(400, { code: 400, message: `${f} is required` });
        if (Number(body.insurance_value ?? 0) > INSURANCE_LIMIT.GHN)
          return json(400, { code: 400, message: 'insurance_value tối đa 5.000.000' });
        const code = `GHN${String(++this.seq).padStart(5, '0')}VN`;
        this.parcels.set(code, {
          carrier: 'GHN',
          code,
          clientCode: String(body.client_order_code ?? ''),
          cod: Number(body.cod_amount ?? 0),
          cancelled: false,
          body,
        });
        return okData({
          order_code: code,
          total_fee: ghnFee(Number(body.weight)) + insuranceFee(Number(body.insurance_value ?? 0)),
          expected_delivery_time: new Date().toISOString(),
        });
      }
      case '/v2/a5/gen-token':
        return okData({ token: `print-${(body.order_codes as string[])?.[0] ?? ''}` });
      case '/v2/switch-status/cancel': {
        const codes = (body.order_codes as string[]) ?? [];
        return okData(
          codes.map((c) => {
            const p = this.parcels.get(c);
            if (p) p.cancelled = true;
            return { order_code: c, result: Boolean(p), message: p ? 'OK' : 'order not found' };
          }),
        );
      }
      default:
        return json(404, { code: 404, message: 'not found' });
    }
  }

  private ghtk(
    url: URL,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Record<string, unknown>,
    json: (s: number, v: unknown) => void,
  ) {
    if (req.headers.token !== CARRIER_SECRETS.ghtkToken) {
      this.rejected.push(`ghtk token ${url.pathname}`);
      return json(401, { success: false, message: 'Token không hợp lệ' });
    }
    if (url.pathname === '/services/shipment/fee' && req.method === 'GET') {
      const q = url.searchParams;
      for (const f of ['pick_province', 'pick_district', 'province', 'district', 'weight'])
        if (!q.get(f)) return json(200, { success: false, message: `Thiếu ${f}` });
      if (this.refuseFees) return json(200, { success: false, error_code: 30610, message: 'Tuyến giao tạm ngưng nhận đơn' });
      const value = Number(q.get('value') ?? 0);
      this.declared.unshift({ carrier: 'GHTK', value });
      return json(200, {
        success: true,
        fee: { name: 'area1', fee: ghtkFee(Number(q.get('weight'))), insurance_fee: insuranceFee(value), delivery: true },
      });
    }
    if (url.pathname === '/services/shipment/order' && req.method === 'POST') {
      const order = (body.order ?? {}) as Record<string, unknown>;
      for (const f of [
        'id',
        'pick_name',
        'pick_address',
        'pick_province',
        'pick_district',
        'pick_tel',
        'tel',
        'name',
        'address',
        'province',
        'district',
      ])
        if (!order[f]) return json(200, { success: false, message: `Thiếu ${f}` });
      const value = Number(order.value ?? 0);
      if (!(value > 0)) return json(422, { success: false, error_code: 30110, message: 'Giá trị hàng hoá phải lớn hơn 0.' });
      if (value > INSURANCE_LIMIT.GHTK)
        return json(400, {
          success: false,
          error_code: 30608,
          message: 'GHTK chưa hỗ trợ giao hàng đơn có giá trị đóng khai giá lớn hơn 20.000.000đ.',
        });
      const label = `S1.A1.${String(++this.seq).padStart(8, '0')}`;
      this.parcels.set(label, {
        carrier: 'GHTK',
        code: label,
        clientCode: String(order.id),
        cod: Number(order.pick_money ?? 0),
        cancelled: false,
        body,
      });
      const grams = ((body.products as { weight: number; quantity: number }[]) ?? []).reduce(
        (n, p) => n + p.weight * 1000 * p.quantity,
        0,
      );
      return json(200, {
        success: true,
        message: '',
        order: { partner_id: order.id, label, fee: ghtkFee(grams), insurance_fee: insuranceFee(value) },
      });
    }
    const printed = url.pathname.match(/^\/services\/label\/(.+)$/);
    if (printed && req.method === 'GET') {
      const p = this.parcels.get(decodeURIComponent(printed[1] ?? ''));
      if (p?.carrier !== 'GHTK' || p.cancelled)
        return json(200, { success: false, message: 'Mã vận đơn không hợp lệ, không tìm thấy vận đơn' });
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename=""' });
      res.end(SIM_LABEL_PDF);
      return;
    }
    const cancel = url.pathname.match(/^\/services\/shipment\/cancel\/(.+)$/);
    if (cancel && req.method === 'POST') {
      const p = this.parcels.get(decodeURIComponent(cancel[1] ?? ''));
      if (!p) return json(200, { success: false, message: 'Không tìm thấy đơn hàng' });
      p.cancelled = true;
      return json(200, { success: true, message: 'Hủy đơn hàng thành công' });
    }
    return json(404, { success: false, message: 'not found' });
  }
}

/** GHN's callback for a status change, as it posts it. */
export function ghnNotice(orderCode: string, status: string, time = new Date().toISOString()): Record<string, unknown> {
  return {
    CODAmount: 0,
    ClientOrderCode: '',
    Description: status,
    OrderCode: orderCode,
    PaymentType: 1,
    Reason: '',
    ShopID: Number(CARRIER_SECRETS.ghnShop),
    Status: status,
    Time: time,
    TotalFee: 0,
    Type: 'switch_status',
  };
}

/** GHTK's status notice, as it posts it (the `hash` is added by the caller). */
export function ghtkNotice(label: string, statusId: number, time = new Date().toISOString()): Record<string, unknown> {
  return {
    partner_id: '',
    label_id: label,
    status_id: statusId,
    action_time: time,
    reason_code: '',
    reason: '',
    weight: 1,
    fee: 0,
  };
}

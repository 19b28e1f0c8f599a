import { DEFAULT_STORE_HOURS, WEEKDAYS } from '@sen/core/stores/index';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Demo stores (issue 18): Hà Nội, TP.HCM and Đà Nẵng, each with pickup stock of some products. */
const DEMO_STORES = [
  {
    id: 'store-ha-noi-hoan-kiem',
    name: 'Sen Hoàn Kiếm',
    address: '12 Tràng Tiền',
    province: '01',
    ward: '00070',
    phone: '024 3938 6868',
    email: 'hoankiem@sen.local',
    lat: 21.0245,
    lng: 105.8561,
    isDefault: true,
    origin: true,
  },
  {
    id: 'store-ha-noi-cau-giay',
    name: 'Sen Cầu Giấy',
    address: '241 Xuân Thủy',
    province: '01',
    ward: '00166',
    phone: '024 3754 6868',
    email: 'caugiay@sen.local',
    lat: 21.0368,
    lng: 105.7825,
    isDefault: false,
    origin: false,
  },
  {
    id: 'store-ho-chi-minh-ben-thanh',
    name: 'Sen Bến Thành',
    address: '65 Lê Lợi',
    province: '79',
    ward: '26743',
    phone: '028 3822 6868',
    email: 'benthanh@sen.local',
    lat: 10.7731,
    lng: 106.6983,
    isDefault: false,
    origin: true,
  },
  {
    id: 'store-da-nang-hai-chau',
    name: 'Sen Đà Nẵng',
    address: '255 Hùng Vương',
    province: '48',
    ward: '20242',
    phone: '0236 3822 686',
    email: 'danang@sen.local',
    lat: 16.0678,
    lng: 108.215,
    isDefault: false,
    origin: false,
  },
] as const;

export async function seedStores(db: Kysely<Database>, now: string): Promise<{ stores: number; store_stock: number }> {
  const existing = await db.selectFrom('stores').select('id').executeTakeFirst();
  if (existing) return { stores: 0, store_stock: 0 };
  const wards = await db
    .selectFrom('wards')
    .innerJoin('provinces', 'provinces.code', 'wards.province_code')
    .select(['wards.code', 'wards.name', 'provinces.code as province_code', 'provinces.name as province_name'])
    .where(
      'wards.code',
      'in',
      DEMO_STORES.map((s) => s.ward),
    )
    .execute();
  const byWard = new Map(wards.map((w) => [w.code, w]));
  const rows = DEMO_STORES.filter((s) => byWard.has(s.ward)).map((s) => {
    const w = byWard.get(s.ward)!;
    return {
      id: s.id,
      name: s.name,
      address: s.address,
      province_code: w.province_code,
      province_name: w.province_name,
      ward_code: w.code,
      ward_name: w.name,
      phone: s.phone,
      email: s.email,
      // The Đà Nẵng store closes on Sundays, so the storefront shows both open states.
      hours: JSON.stringify(
        s.province === '48'
          ? WEEKDAYS.map((day) => ({ day, open: '08:30', close: '20:00', closed: day === 'sun' }))
          : DEFAULT_STORE_HOURS,
      ),
      is_default: s.isDefault ? 1 : 0,
      is_pickup_location: 1,
      is_shipping_origin: s.origin ? 1 : 0,
      is_active: 1,
      latitude: s.lat,
      longitude: s.lng,
      created_at: now,
      updated_at: now,
    };
  });
  if (!rows.length) return { stores: 0, store_stock: 0 };
  await db.insertInto('stores').values(rows).execute();

  // Pickup stock: the first published products (every variant), a different amount per store.
  const products = await db
    .selectFrom('products')
    .select(['id'])
    .where('status', '=', 'published')
    .orderBy('created_at')
    .orderBy('id')
    .limit(16)
    .execute();
  const variants = products.length
    ? await db
        .selectFrom('product_variants')
        .select(['id', 'product_id'])
        .where(
          'product_id',
          'in',
          products.map((p) => p.id),
        )
        .execute()
    : [];
  const stock: { store_id: string; product_id: string; variant_id: string; quantity: number; updated_at: string }[] = [];
  rows.forEach((store, s) => {
    products.forEach((p, i) => {
      // Each store carries three products in four; the quantities differ per store.
      if ((i + s) % 4 === 3) return;
      const own = variants.filter((v) => v.product_id === p.id);
      const keys = own.length ? own.map((v) => v.id) : [''];
      keys.forEach((variant, k) => {
        stock.push({
          store_id: store.id,
          product_id: p.id,
          variant_id: variant,
          quantity: 2 + ((i + k + s * 3) % 5),
          updated_at: now,
        });
      });
    });
  });
  for (let i = 0; i < stock.length; i += 200)
    await db
      .insertInto('store_stock')
      .values(stock.slice(i, i + 200))
      .execute();
  return { stores: rows.length, store_stock: stock.length };
}

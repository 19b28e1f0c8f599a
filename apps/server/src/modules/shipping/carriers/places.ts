import type { FastifyInstance } from 'fastify';
import { findPlace } from '../../address/queries';
import type { CarrierPlace, Contact } from './types';

type App = Pick<FastifyInstance, 'db' | 'cache'>;

/**
 * A 2025 ward as the carriers know it (decision 0320): the old ward the shopper picked, when
 * they did, else the first old ward (by mapping id) that became this one. A ward is made of
 * whole old wards, so every one of them lies inside it and in its old district.
 */
export async function carrierPlace(
  app: App,
  provinceCode: string,
  wardCode: string,
  legacyId?: string | null,
): Promise<CarrierPlace | null> {
  const place = await findPlace(app as FastifyInstance, provinceCode, wardCode);
  if (!place.province || !place.ward) return null;
  const row = await app.cache.wrap(`carrier-place:${wardCode}:${legacyId ?? ''}`, 3600_000, async () => {
    let q = app.db
      .selectFrom('ward_mappings')
      .select(['id', 'old_ward_name', 'old_district_name', 'old_province_name'])
      .where('new_ward_code', '=', wardCode);
    if (legacyId) q = q.where('id', '=', legacyId);
    const found = await q.orderBy('id').limit(1).executeTakeFirst();
    return found ?? null;
  });
  if (!row) return null;
  return {
    provinceCode: place.province.code,
    provinceName: place.province.name,
    wardCode: place.ward.code,
    wardName: place.ward.name,
    oldProvince: row.old_province_name,
    oldDistrict: row.old_district_name,
    oldWard: row.old_ward_name,
  };
}

/** The shop's shipping origin: the active store marked as such (stores admin), or null. */
export async function shippingOrigin(app: App): Promise<Contact | null> {
  const store = await app.db
    .selectFrom('stores')
    .select(['name', 'phone', 'address', 'province_code', 'ward_code'])
    .where('is_shipping_origin', '=', 1)
    .where('is_active', '=', 1)
    .orderBy('created_at')
    .executeTakeFirst();
  if (!store) return null;
  const place = await carrierPlace(app, store.province_code, store.ward_code);
  return place ? { name: store.name, phone: store.phone, address: store.address, place } : null;
}

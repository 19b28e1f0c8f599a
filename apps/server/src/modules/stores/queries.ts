import type { Store, StoreDayHours } from '@sen/core/stores/index';
import { DEFAULT_STORE_HOURS, distanceKm } from '@sen/core/stores/index';
import { foldText } from '@sen/core/text';
import type { StoresTable } from '../../db/tables/stores';
import { parseJson } from '../catalog/mappers';
import type { Tx } from '../orders/db';

export function toStore(r: StoresTable): Store {
  const hours = parseJson<StoreDayHours[]>(r.hours, DEFAULT_STORE_HOURS);
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    province: { code: r.province_code, name: r.province_name },
    ward: { code: r.ward_code, name: r.ward_name },
    phone: r.phone,
    email: r.email,
    hours: Array.isArray(hours) && hours.length === 7 ? hours : DEFAULT_STORE_HOURS,
    isDefault: r.is_default === 1,
    isPickupLocation: r.is_pickup_location === 1,
    isShippingOrigin: r.is_shipping_origin === 1,
    isActive: r.is_active === 1,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export interface StoreFilters {
  activeOnly: boolean;
  province?: string | undefined;
  q?: string | undefined;
  pickupOnly?: boolean;
  near?: { lat: number; lng: number } | undefined;
}

export type ListedStore = Store & { distanceKm: number | null };

/**
 * The stores (a shop has a handful to a few hundred): the default first, then by province and
 * name; with `near`, by distance (stores without coordinates last). Text search is accent-free
 * over name, address, ward and province.
 */
export async function listStores(db: Tx, f: StoreFilters): Promise<ListedStore[]> {
  let q = db.selectFrom('stores').selectAll();
  if (f.activeOnly) q = q.where('is_active', '=', 1);
  if (f.pickupOnly) q = q.where('is_pickup_location', '=', 1);
  if (f.province) q = q.where('province_code', '=', f.province);
  const rows = await q.orderBy('is_default', 'desc').orderBy('province_name').orderBy('name').execute();
  let stores: ListedStore[] = rows.map((r) => {
    const s = toStore(r);
    const distance =
      f.near && s.latitude !== null && s.longitude !== null
        ? Math.round(distanceKm(f.near, { lat: s.latitude, lng: s.longitude }) * 10) / 10
        : null;
    return { ...s, distanceKm: distance };
  });
  if (f.q) {
    const words = foldText(f.q).split(/\s+/).filter(Boolean);
    stores = stores.filter((s) => {
      const hay = foldText(`${s.name} ${s.address} ${s.ward.name} ${s.province.name}`);
      return words.every((w) => hay.includes(w));
    });
  }
  if (f.near) stores.sort((a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY));
  return stores;
}

export async function findStoreRow(db: Tx, id: string): Promise<StoresTable | undefined> {
  return db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
}

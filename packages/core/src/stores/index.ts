import { z } from 'zod';
import { cartItemsSchema } from '../checkout/schemas';
import { shopClock, hhmmMinutes as toMinutes } from '../shop-time';

/*
 * Store locations and click-and-collect (issue 18, decisions 0280–0283): the spec 2 §3 store
 * location, its weekly hours, the open-now rule in the shop's time zone, distances for "near me",
 * and the staff forms (messages are admin i18n keys, as in settings/schemas.ts).
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const text = (max: number) => z.string().trim().max(max, 'adminKit.v.tooLong');
const required = (max: number) => z.string().trim().min(1, 'adminKit.v.required').max(max, 'adminKit.v.tooLong');
const emailOrEmpty = z.union([z.literal(''), z.email({ error: 'adminKit.v.email' })]);
const phone = z
  .string()
  .trim()
  .max(20, 'adminKit.v.tooLong')
  .regex(/^(?:\+?[0-9][0-9 .-]{1,18}[0-9])?$/, 'adminKit.v.phone');
const time = z
  .string()
  .regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/, 'adminKit.v.time')
  .nullable();

export const storeDayHoursSchema = z
  .object({ day: z.enum(WEEKDAYS), open: time, close: time, closed: z.boolean() })
  .refine((h) => h.closed || (h.open !== null && h.close !== null && h.open < h.close), {
    message: 'adminKit.v.hoursRange',
    path: ['close'],
  });
export type StoreDayHours = z.infer<typeof storeDayHoursSchema>;

const coordinate = (limit: number) =>
  z.number({ error: 'adminKit.v.number' }).min(-limit, 'adminKit.v.range').max(limit, 'adminKit.v.range').nullable();

/** The staff form and API body of a store (POST/PUT /admin/stores). */
export const storeFormSchema = z
  .object({
    name: required(120),
    address: required(300),
    /** 2025 province code and ward code within it (checked against the address tables by the server). */
    provinceCode: required(10),
    wardCode: required(10),
    phone,
    email: emailOrEmpty,
    hours: z
      .array(storeDayHoursSchema)
      .length(7, 'adminKit.v.hoursDays')
      .refine((list) => WEEKDAYS.every((d, i) => list[i]?.day === d), 'adminKit.v.hoursDays'),
    isDefault: z.boolean(),
    isPickupLocation: z.boolean(),
    isShippingOrigin: z.boolean(),
    isActive: z.boolean(),
    latitude: coordinate(90),
    longitude: coordinate(180),
  })
  .refine((s) => (s.latitude === null) === (s.longitude === null), {
    message: 'adminStores.v.coordinates',
    path: ['longitude'],
  })
  .refine((s) => !s.isDefault || s.isActive, { message: 'adminKit.v.defaultActive', path: ['isDefault'] });
export type StoreForm = z.infer<typeof storeFormSchema>;

export const DEFAULT_STORE_HOURS: StoreDayHours[] = WEEKDAYS.map((day) => ({
  day,
  open: '08:00',
  close: day === 'sun' ? '18:00' : '21:00',
  closed: false,
}));

/** A store as the API answers it (public and staff). */
export interface Store {
  id: string;
  name: string;
  address: string;
  province: { code: string; name: string };
  ward: { code: string; name: string };
  phone: string;
  email: string;
  hours: StoreDayHours[];
  isDefault: boolean;
  isPickupLocation: boolean;
  isShippingOrigin: boolean;
  isActive: boolean;
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The one-line address: street, ward, province. */
export const storeAddress = (s: Pick<Store, 'address' | 'ward' | 'province'>) =>
  [s.address, s.ward.name, s.province.name].filter(Boolean).join(', ');

/** GET /stores query: province filter, text search, and "near me" coordinates (distance sorted). */
export const storeListQuerySchema = z.object({
  province: z.string().trim().max(10).optional(),
  q: z.string().trim().max(100).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  pickup: z.enum(['1', '0']).optional(),
});

export const storeIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export interface OpenState {
  open: boolean;
  /** "21:00" when open; when closed, the next opening as a weekday and time. */
  closesAt?: string;
  opensAt?: { day: Weekday; time: string };
}

/** Whether a store is open at `now` (Asia/Ho_Chi_Minh), with the closing or the next opening time. */
export function openState(hours: StoreDayHours[], now: Date): OpenState {
  const { day, minutes } = shopClock(now);
  const today = hours[day];
  if (today && !today.closed && today.open && today.close) {
    if (minutes >= toMinutes(today.open) && minutes < toMinutes(today.close)) return { open: true, closesAt: today.close };
    if (minutes < toMinutes(today.open)) return { open: false, opensAt: { day: WEEKDAYS[day]!, time: today.open } };
  }
  for (let i = 1; i <= 7; i++) {
    const d = (day + i) % 7;
    const h = hours[d];
    if (h && !h.closed && h.open) return { open: false, opensAt: { day: WEEKDAYS[d]!, time: h.open } };
  }
  return { open: false };
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A maps link that gives directions to the store (its coordinates, or its address). */
export function directionsUrl(s: Pick<Store, 'latitude' | 'longitude' | 'address' | 'ward' | 'province'>): string {
  const destination = s.latitude !== null && s.longitude !== null ? `${s.latitude},${s.longitude}` : storeAddress(s);
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The shipping method whose orders are collected at a store (its code, in any case). */
export const PICKUP_METHOD_CODE = 'PICKUP';
export const isPickupMethod = (code: string | null | undefined) => (code ?? '').toUpperCase() === PICKUP_METHOD_CODE;

/** POST /stores/pickup-options: the cart's lines; answers every pickup store and whether it has them all. */
export const pickupOptionsSchema = z.object({ items: cartItemsSchema.min(1) });

export interface PickupOption {
  store: Store;
  /** Every line is in this store's stock now. */
  available: boolean;
  /**
   * Days until the store can hand the order over (decision 0294): 0 when it holds every line now;
   * more when the lines come from the shop's delivery stock at the shipping origin; null when
   * neither has them all (the store cannot be chosen).
   */
  waitDays: number | null;
  /** Lines the store lacks, and how many of each it has. */
  missing: { productId: string; variantId: string | null; available: number }[];
}

/**
 * Days the delivery stock, kept at the shipping origin, takes to reach a pickup store (decision
 * 0294): a store in the origin's province gets it the next day, any other in three.
 */
export const PICKUP_TRANSFER_DAYS = { sameProvince: 1, otherProvince: 3 } as const;

/**
 * Days a ready pickup order is kept at the store (the click-and-collect page says so); an unpaid
 * one still uncollected then is cancelled by the order sweeper and its goods go back (decision 0294).
 */
export const PICKUP_HOLD_DAYS = 7;

/** A store's stock line as staff see it. */
export interface StoreStockLine {
  productId: string;
  variantId: string | null;
  name: string;
  variantName: string;
  sku: string;
  quantity: number;
  /** The shop's delivery stock of the same product or variant. */
  poolQuantity: number;
}

/** POST /admin/stores/transfers: move stock between the delivery stock (null) and stores. */
export const storeTransferSchema = z
  .object({
    fromStoreId: z.string().trim().max(64).nullable(),
    toStoreId: z.string().trim().max(64).nullable(),
    productId: required(64),
    variantId: z.string().trim().max(64).nullable().default(null),
    quantity: z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(1, 'adminKit.v.range').max(1_000_000),
    note: text(300).default(''),
  })
  .refine((t) => t.fromStoreId !== t.toStoreId, { message: 'adminStores.v.sameStore', path: ['toStoreId'] });
export type StoreTransferInput = z.infer<typeof storeTransferSchema>;

export interface StoreTransfer {
  id: string;
  from: { id: string; name: string } | null;
  to: { id: string; name: string } | null;
  productId: string;
  variantId: string | null;
  productName: string;
  quantity: number;
  note: string;
  actorEmail: string;
  createdAt: string;
}

/** POST /admin/orders/{code}/pickup/collect: the code the customer shows (typed, or scanned from the QR). */
export const pickupCollectSchema = z.object({ pickupCode: z.string().trim().min(1, 'adminKit.v.required').max(40) });

/** An order's pickup, as the order answers it. */
export interface OrderPickup {
  storeId: string;
  storeName: string;
  storeAddress: string;
  /** Shown to the buyer once the order is ready (and to staff). */
  pickupCode: string | null;
  readyAt: string | null;
  pickedUpAt: string | null;
  /** 0: from the store's stock; N: sent from the delivery stock, expected N days after ordering (decision 0294). */
  waitDays: number;
  /** When the goods sent from the delivery stock are expected at the store (ordering + waitDays); null for 0. */
  expectedAt: string | null;
}

/** Pickup codes: 8 characters without look-alikes, shown grouped "ABCD-2345". */
export const PICKUP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const normalizePickupCode = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
export const formatPickupCode = (s: string) => (s.length === 8 ? `${s.slice(0, 4)}-${s.slice(4)}` : s);

import type { CarrierCode } from '@sen/core';

/**
 * A place as the carriers know it (decision 0320): the 2025 province and ward, and the
 * pre-July-2025 province, district and ward it lies in (GHN ids and GHTK names are still keyed on those).
 */
export interface CarrierPlace {
  provinceCode: string;
  provinceName: string;
  wardCode: string;
  wardName: string;
  oldProvince: string;
  oldDistrict: string;
  oldWard: string;
}

export interface Parcel {
  grams: number;
  /** Declared value (insurance), VND, already within the carrier's `maxDeclaredValue` (quotes.ts declaredValue). */
  value: number;
}

export interface CarrierQuote {
  fee: number;
  /** Whole days, when the carrier says. */
  days: { min: number; max: number } | null;
}

export interface Contact {
  name: string;
  phone: string;
  address: string;
  place: CarrierPlace;
}

export interface ShipmentInput {
  orderCode: string;
  to: Contact;
  /** The shop's shipping origin (a store marked so); GHN falls back to the ShopId's own address. */
  from: Contact | null;
  parcel: Parcel;
  /** Money the courier collects (COD), VND. */
  codAmount: number;
  items: { name: string; quantity: number; grams: number; sku: string }[];
  note: string;
}

export interface CreatedShipment {
  trackingCode: string;
  /** The carrier's public tracking page (the buyer sees it on the order). */
  trackingUrl: string;
  fee: number;
}

/**
 * A parcel's printable label, fetched when staff print it (decision 0322): GHTK's PDF (its API
 * needs the shop token, so the shop streams it), or a GHN print page behind a fresh print token
 * (GHN's tokens last 30 minutes, so none is kept).
 */
export type CarrierLabel = { pdf: Buffer } | { redirect: string };

/** What a status notice means for the order (the state machine decides if it may move). */
export type CarrierMilestone = 'shipped' | 'delivered' | 'returned' | null;

export interface CarrierNotice {
  trackingCode: string;
  /** The carrier's own status word or code. */
  status: string;
  /** When the carrier says it happened (part of the replay key). */
  time: string;
  milestone: CarrierMilestone;
}

/** One carrier (an adapter per folder). Every call goes to the configured endpoint, within `timeoutMs`. */
export interface Carrier {
  readonly code: CarrierCode;
  readonly name: string;
  /** The most the carrier insures (its published limit for the declared value), VND. */
  readonly maxDeclaredValue: number;
  quote(to: CarrierPlace, from: CarrierPlace | null, parcel: Parcel): Promise<CarrierQuote>;
  create(input: ShipmentInput): Promise<CreatedShipment>;
  cancel(trackingCode: string): Promise<void>;
  label(trackingCode: string): Promise<CarrierLabel>;
  /** Whether a notice carries the secret the shop registered with the carrier. */
  authorized(headers: Record<string, unknown>, query: Record<string, unknown>, body: Record<string, unknown>): boolean;
  /** Reads a status notice; null when it is not one (e.g. a weight update without a status). */
  parseNotice(body: Record<string, unknown>): CarrierNotice | null;
}

export class CarrierError extends Error {}

/** The carrier did not answer (network error, time limit, a 5xx without JSON): it is skipped a while (quotes.ts). */
export class CarrierUnreachable extends CarrierError {}

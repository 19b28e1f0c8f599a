/** Delivery carriers with a live API (issue 14, decision 0320): the method codes they appear under at checkout. */
export const CARRIER_CODES = ['GHN', 'GHTK'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export function isCarrierCode(value: unknown): value is CarrierCode {
  return typeof value === 'string' && (CARRIER_CODES as readonly string[]).includes(value.toUpperCase());
}

export * from './messages';
export * from './parcel';

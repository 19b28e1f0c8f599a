import { z } from 'zod';

/**
 * Addresses written the pre-July-2025 way (province, district, old ward) and the 2025 ward each
 * became, from the official mapping (decision 0101).
 */
export interface LegacyWardMatch {
  /** The mapping row: what an order sends back so the server can print the old form. */
  id: string;
  oldWard: string;
  oldDistrict: string;
  oldProvince: string;
  ward: { code: string; name: string };
  province: { code: string; name: string };
}

export const LEGACY_SEARCH_LIMIT = 20;

export const legacyAddressQuerySchema = z.object({
  q: z.string({ message: 'address.legacy.query' }).trim().min(2, { message: 'address.legacy.query' }).max(120),
  limit: z.coerce.number().int().min(1).max(LEGACY_SEARCH_LIMIT).default(10),
});
export type LegacyAddressQuery = z.infer<typeof legacyAddressQuerySchema>;

/** "Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh": the old form as a courier reads it. */
export function formatLegacyAddress(m: Pick<LegacyWardMatch, 'oldWard' | 'oldDistrict' | 'oldProvince'>): string {
  return [m.oldWard, m.oldDistrict, m.oldProvince].join(', ');
}

/** Tables of cart, coupons, orders and their history. */
// biome-ignore lint/complexity/noBannedTypes: filled in by the commerce migration
export type CommerceTables = {};

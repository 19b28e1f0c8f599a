/** Error and field messages of cart, checkout, shipping, payment and orders (vi and en). */
export const CHECKOUT_ERRORS = {} as const satisfies Record<string, { vi: string; en: string }>;
export const CHECKOUT_FIELD_MESSAGES = {} as const satisfies Record<string, { vi: string; en: string }>;

/**
 * THE permission table. The server checks it on every staff route (route config
 * `permission`), the web reads it to hide what a role cannot do. Add a permission
 * here first, then grant it to roles; a role never gets a permission implicitly.
 */

export const ROLES = ['admin', 'manager', 'editor', 'staff', 'support', 'seller', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** Enter the admin area at all (every staff role). */
  'admin.access',
  'dashboard.read',
  'products.read',
  'products.write',
  /** Categories, brands, attributes. */
  'catalog.write',
  'orders.read',
  'orders.write',
  'customers.read',
  'customers.write',
  'reviews.moderate',
  /** Promotions, coupons, flash sales, gift cards. */
  'marketing.write',
  /** Blog, banners, pages, testimonials, media. */
  'content.write',
  'courses.write',
  'reports.read',
  'settings.write',
  /** Staff accounts: roles and status of any user. */
  'users.manage',
  /**
   * The mail outbox holds live reset and verification links: reading it means being able
   * to take over any account, so only admins may.
   */
  'mail.read',
  /** The shop's general settings: name, logo, contact data, hours, branches, thresholds (decision 0170). */
  'settings.store',
  /** Customer returns: read the requests (decision 0211). */
  'returns.read',
  /** Approve, reject, mark received. */
  'returns.write',
  /** Send money back: through the gateway or recorded by hand. */
  'returns.refund',
  /** Store locations, their pickup stock and stock transfers (issue 18). */
  'stores.manage',
  /** The newsletter subscribers' e-mail addresses and their CSV export (issue 15). */
  'newsletter.read',
  /** The contact inbox: read messages sent through the contact form and answer them by e-mail. */
  'contact.manage',
  /** Live chat with shoppers: the inbox, replies, assignment, canned replies (decision 0231). */
  'chat.support',
  /**
   * The seller area (decision 0290): an approved seller's own shop only. The role grants the
   * door; every seller route also scopes its data to the caller's seller id (sellers/guard.ts).
   */
  'seller.access',
  /** Seller applications, seller product moderation, commissions and payouts (issue 18). */
  'sellers.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const STAFF_BASE: Permission[] = ['admin.access', 'dashboard.read'];

const GRANTS: Record<Role, readonly Permission[]> = {
  /** Everything but the seller area, which belongs to sellers' own accounts. */
  admin: PERMISSIONS.filter((p) => p !== 'seller.access'),
  manager: [
    ...STAFF_BASE,
    'products.read',
    'products.write',
    'catalog.write',
    'orders.read',
    'orders.write',
    'customers.read',
    'customers.write',
    'reviews.moderate',
    'marketing.write',
    'content.write',
    'courses.write',
    'reports.read',
    'settings.store',
    'returns.read',
    'returns.write',
    'returns.refund',
    'stores.manage',
    'newsletter.read',
    'contact.manage',
    'chat.support',
    'sellers.manage',
  ],
  editor: [...STAFF_BASE, 'products.read', 'products.write', 'catalog.write', 'content.write', 'courses.write'],
  staff: [
    ...STAFF_BASE,
    'products.read',
    'orders.read',
    'orders.write',
    'customers.read',
    'returns.read',
    'returns.write',
    'chat.support',
  ],
  support: [
    ...STAFF_BASE,
    'products.read',
    'orders.read',
    'customers.read',
    'reviews.moderate',
    'returns.read',
    'contact.manage',
    'chat.support',
  ],
  /** Also a shopper: a seller buys like a customer; seller.access is not a staff permission. */
  seller: ['seller.access'],
  customer: [],
};

const GRANT_SETS = new Map<string, ReadonlySet<Permission>>(ROLES.map((r) => [r, new Set(GRANTS[r])]));

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether a role holds a permission. Unknown roles hold nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return role ? (GRANT_SETS.get(role)?.has(permission) ?? false) : false;
}

/** A role's permissions, in table order. */
export function permissionsOf(role: string | null | undefined): Permission[] {
  return PERMISSIONS.filter((p) => can(role, p));
}

/** Roles that may enter the admin area. */
export const STAFF_ROLES: readonly Role[] = ROLES.filter((r) => can(r, 'admin.access'));

export function isStaffRole(role: string | null | undefined): boolean {
  return can(role, 'admin.access');
}

import type { MessageKey } from '@sen/core';
import { can, type Permission } from '@sen/core/auth/permissions';
import type { ReactNode } from 'react';
import {
  BookIcon,
  ChartIcon,
  ClipboardIcon,
  DashboardIcon,
  HelpIcon,
  LifeBuoyIcon,
  MegaphoneIcon,
  PackageIcon,
  SettingsIcon,
  StoreIcon,
  UsersIcon,
} from './icons';

export interface AdminPage {
  id: string;
  label: MessageKey;
  path: string;
  /** Items the role cannot use are hidden (decision 0013); the server refuses them anyway. */
  permission: Permission;
}

export interface AdminMenuItem extends Partial<Pick<AdminPage, 'path'>> {
  id: string;
  label: MessageKey;
  icon: ReactNode;
  permission: Permission;
  children?: AdminPage[];
}

const page = (id: string, path: string, permission: Permission): AdminPage => ({
  id,
  label: `admin.menu.${id}` as MessageKey,
  path: `/admin${path}`,
  permission,
});

/**
 * The admin paths that have a screen (their routes are in route-groups/account.ts). Only these are
 * offered in the sidebar, the dashboard and the header search; the rest of spec 1's menu comes in
 * as its screens are built, and until then its paths answer 404 like any unknown admin path.
 */
const SCREENS = new Set([
  '/admin',
  '/admin/products',
  '/admin/products/new-arrivals',
  '/admin/products/best-sellers',
  '/admin/products/sale',
  '/admin/categories',
  '/admin/brands/all',
  '/admin/notifications',
  '/admin/settings',
  '/admin/settings/general',
  '/admin/settings/payment-methods',
  '/admin/settings/shipping',
  '/admin/settings/users',
  '/admin/settings/audit-log',
  '/admin/orders',
  '/admin/orders/returns',
  '/admin/orders/payments',
  '/admin/reports/sales',
  '/admin/reports/inventory',
  '/admin/reports/customers',
  '/admin/marketing/blog',
  '/admin/marketing/blog/categories',
  '/admin/marketing/banners',
  '/admin/marketing/testimonials',
  '/admin/marketing/newsletter',
  '/admin/marketing/pages',
  '/admin/marketing/menu',
  '/admin/marketing/help',
  '/admin/customers',
  '/admin/customers/reviews',
  '/admin/support/contact',
  // Issue 18.
  '/admin/stores',
  '/admin/stores/click-and-collect',
  '/admin/sellers',
  '/admin/sellers/payouts',
  '/admin/sellers/commissions',
  '/admin/support/chat',
  '/admin/marketing',
  '/admin/marketing/flash-sales',
  // Issue 17.
  '/admin/courses',
]);

/** Spec 1 "Admin shell": the sidebar's groups. Paths are ours (the spec shows few of them). */
export const ADMIN_MENU: AdminMenuItem[] = [
  { id: 'dashboard', label: 'admin.menu.dashboard', icon: <DashboardIcon />, path: '/admin', permission: 'dashboard.read' },
  {
    id: 'products',
    label: 'admin.menu.products',
    icon: <PackageIcon />,
    permission: 'products.read',
    children: [
      page('productList', '/products', 'products.read'),
      page('categories', '/categories', 'catalog.write'),
      page('brands', '/brands/all', 'catalog.write'),
      page('newArrivals', '/products/new-arrivals', 'products.read'),
      page('bestSellers', '/products/best-sellers', 'products.read'),
      page('saleItems', '/products/sale', 'products.read'),
    ],
  },
  {
    id: 'orders',
    label: 'admin.menu.orders',
    icon: <ClipboardIcon />,
    permission: 'orders.read',
    children: [
      page('allOrders', '/orders', 'orders.read'),
      page('orderTracking', '/orders/tracking', 'orders.read'),
      page('returns', '/orders/returns', 'returns.read'),
      page('flaggedPayments', '/orders/payments', 'orders.read'),
    ],
  },
  {
    id: 'customers',
    label: 'admin.menu.customers',
    icon: <UsersIcon />,
    permission: 'customers.read',
    children: [
      page('allCustomers', '/customers', 'customers.read'),
      page('reviews', '/customers/reviews', 'reviews.moderate'),
      page('loyalty', '/customers/loyalty', 'customers.write'),
    ],
  },
  {
    id: 'marketing',
    label: 'admin.menu.marketing',
    icon: <MegaphoneIcon />,
    permission: 'marketing.write',
    children: [
      page('promotions', '/marketing', 'marketing.write'),
      page('flashSales', '/marketing/flash-sales', 'marketing.write'),
      page('giftCards', '/marketing/gift-cards', 'marketing.write'),
      page('blog', '/marketing/blog', 'content.write'),
      page('blogCategories', '/marketing/blog/categories', 'content.write'),
      page('banners', '/marketing/banners', 'content.write'),
      page('testimonials', '/marketing/testimonials', 'content.write'),
      page('pages', '/marketing/pages', 'content.write'),
      page('megaMenu', '/marketing/menu', 'content.write'),
      page('helpArticles', '/marketing/help', 'content.write'),
      page('newsletter', '/marketing/newsletter', 'newsletter.read'),
    ],
  },
  {
    id: 'courses',
    label: 'admin.menu.courses',
    icon: <BookIcon />,
    permission: 'courses.write',
    children: [page('courseList', '/courses', 'courses.write')],
  },
  {
    id: 'reports',
    label: 'admin.menu.reports',
    icon: <ChartIcon />,
    permission: 'reports.read',
    children: [
      page('salesReport', '/reports/sales', 'reports.read'),
      page('inventoryReport', '/reports/inventory', 'reports.read'),
      page('customersReport', '/reports/customers', 'reports.read'),
    ],
  },
  {
    id: 'store',
    label: 'admin.menu.store',
    icon: <StoreIcon />,
    permission: 'settings.write',
    children: [
      page('storeLocator', '/stores', 'stores.manage'),
      page('clickAndCollect', '/stores/click-and-collect', 'orders.read'),
      // Issue 18: sellers of the marketplace.
      page('sellers', '/sellers', 'sellers.manage'),
      page('sellerPayouts', '/sellers/payouts', 'sellers.manage'),
      page('sellerCommissions', '/sellers/commissions', 'sellers.manage'),
    ],
  },
  {
    id: 'system',
    label: 'admin.menu.system',
    icon: <SettingsIcon />,
    permission: 'settings.write',
    children: [
      page('general', '/settings/general', 'settings.store'),
      page('paymentMethods', '/settings/payment-methods', 'settings.write'),
      page('shipping', '/settings/shipping', 'settings.write'),
      page('users', '/settings/users', 'users.manage'),
      page('auditLog', '/settings/audit-log', 'settings.write'),
    ],
  },
  {
    id: 'support',
    label: 'admin.menu.support',
    icon: <LifeBuoyIcon />,
    permission: 'admin.access',
    children: [
      page('helpCenter', '/support/help', 'admin.access'),
      page('liveChat', '/support/chat', 'admin.access'),
      page('contact', '/support/contact', 'contact.manage'),
      page('liveChat', '/support/chat', 'chat.support'),
      page('contact', '/support/contact', 'admin.access'),
    ],
  },
];

/** The sidebar's bottom items; logout is added by the sidebar itself. */
export const ADMIN_BOTTOM: AdminMenuItem[] = [
  { id: 'settings', label: 'admin.menu.settings', icon: <SettingsIcon />, path: '/admin/settings', permission: 'settings.store' },
  { id: 'help', label: 'admin.menu.help', icon: <HelpIcon />, path: '/admin/help', permission: 'admin.access' },
];

const EXTRA: AdminPage[] = [
  page('notifications', '/notifications', 'admin.access'),
  ...ADMIN_BOTTOM.map(({ id, label, path, permission }) => ({ id, label, path: path ?? '', permission })),
];

/** Every admin page with a screen, for the header search. */
export const ADMIN_PAGES: AdminPage[] = [
  ...ADMIN_MENU.flatMap(
    (item) => item.children ?? [{ id: item.id, label: item.label, path: item.path ?? '/admin', permission: item.permission }],
  ),
  ...EXTRA,
].filter((p) => SCREENS.has(p.path));

/** The menu as a role sees it: groups keep only their usable, built children and vanish when none is left. */
export function menuFor(role: string | null | undefined, items: AdminMenuItem[] = ADMIN_MENU): AdminMenuItem[] {
  return items.flatMap((item) => {
    if (!item.children) return can(role, item.permission) && SCREENS.has(item.path ?? '') ? [item] : [];
    const children = item.children.filter((c) => can(role, c.permission) && SCREENS.has(c.path));
    return children.length ? [{ ...item, children }] : [];
  });
}

/** The id of the page the path shows: an exact match first, then the longest path it lies under. */
export function activePageId(pathname: string, pages: Array<Pick<AdminPage, 'id' | 'path'>>): string | null {
  const exact = pages.find((p) => p.path === pathname);
  if (exact) return exact.id;
  const prefix = pages
    .filter((p) => p.path !== '/admin' && pathname.startsWith(`${p.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return prefix?.id ?? null;
}

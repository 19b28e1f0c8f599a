import { index, type RouteConfigEntry, route } from '@react-router/dev/routes';

/** Routes of the account area. `storefront`: inside the shop's header and footer; `standalone`: own layout. */
export const storefront: RouteConfigEntry[] = [
  route('login', 'routes/auth.login.tsx'),
  route('register', 'routes/auth.register.tsx'),
  route('forgot-password', 'routes/auth.forgot-password.tsx'),
  route('reset-password', 'routes/auth.reset-password.tsx'),
  route('verify-email', 'routes/auth.verify-email.tsx'),
  route('logout', 'routes/auth.logout.tsx'),
  route('account', 'routes/account.overview.tsx'),
  route('profile', 'routes/account.profile.tsx'),
  route('addresses', 'routes/account.addresses.tsx'),
  route('wishlist', 'routes/account.wishlist.tsx'),
  route('notifications', 'routes/account.notifications.tsx'),
  route('returns', 'routes/account.returns.tsx'),
  // Issue 15: gift cards, points, tiers and subscriptions.
  route('gift-cards', 'routes/rewards.gift-cards.tsx'),
  route('loyalty', 'routes/rewards.loyalty.tsx'),
  route('rewards', 'routes/rewards.rewards.tsx'),
  route('membership', 'routes/rewards.membership.tsx'),
  route('subscription', 'routes/rewards.subscription.tsx'),
];

export const standalone: RouteConfigEntry[] = [
  // The admin area: its own shell; a path without a screen falls to the splat, a 404 in the shell.
  route('admin', 'routes/admin.layout.tsx', [
    index('routes/admin.dashboard.tsx'),
    // Back office I (issue 12): the catalogue screens.
    route('products', 'routes/admin.products.tsx', { id: 'admin-products' }),
    route('products/new-arrivals', 'routes/admin.products.tsx', { id: 'admin-new-arrivals' }),
    route('products/best-sellers', 'routes/admin.products.tsx', { id: 'admin-best-sellers' }),
    route('products/sale', 'routes/admin.products.tsx', { id: 'admin-sale' }),
    route('products/new', 'routes/admin.product-edit.tsx', { id: 'admin-product-new' }),
    route('products/:id', 'routes/admin.product-edit.tsx'),
    route('categories', 'routes/admin.categories.tsx'),
    route('brands/all', 'routes/admin.brands.tsx'),
    route('notifications', 'routes/admin.notifications.tsx'),
    route('settings', 'routes/admin.settings.tsx'),
    route('settings/general', 'routes/admin.settings-general.tsx'),
    route('settings/shipping', 'routes/admin.settings-shipping.tsx'),
    route('settings/payment-methods', 'routes/admin.settings-payments.tsx'),
    route('settings/users', 'routes/admin.settings-users.tsx'),
    route('settings/audit-log', 'routes/admin.settings-audit.tsx'),
    // Back office II (issue 13): orders.
    route('orders', 'routes/admin.orders.tsx'),
    route('orders/print', 'routes/admin.order-print.tsx'),
    route('orders/returns', 'routes/admin.returns.tsx'),
    route('orders/returns/:id', 'routes/admin.return.tsx'),
    route('orders/payments', 'routes/admin.flagged-payments.tsx'),
    route('orders/:code', 'routes/admin.order.tsx'),
    route('reports/sales', 'routes/admin.reports-sales.tsx'),
    route('reports/inventory', 'routes/admin.reports-inventory.tsx'),
    route('reports/customers', 'routes/admin.reports-customers.tsx'),
    route('support/help', 'routes/admin.support-help.tsx'),
    // Back office III (issue 15): content staff write.
    route('marketing/blog', 'routes/admin.blog.tsx'),
    route('marketing/blog/new', 'routes/admin.blog-edit.tsx', { id: 'admin-blog-new' }),
    route('marketing/blog/categories', 'routes/admin.blog-categories.tsx'),
    route('marketing/blog/:id', 'routes/admin.blog-edit.tsx'),
    route('marketing/banners', 'routes/admin.banners.tsx'),
    route('marketing/testimonials', 'routes/admin.testimonials.tsx'),
    route('marketing/newsletter', 'routes/admin.newsletter.tsx'),
    route('marketing/pages', 'routes/admin.pages.tsx'),
    route('marketing/pages/:slug', 'routes/admin.page-edit.tsx'),
    route('marketing/pages/blocks/:slug', 'routes/admin.block-page-edit.tsx'),
    route('marketing/menu', 'routes/admin.mega-menu.tsx'),
    route('marketing/help', 'routes/admin.help-articles.tsx'),
    route('marketing/help/new', 'routes/admin.help-article-edit.tsx', { id: 'admin-help-article-new' }),
    route('marketing/help/:id', 'routes/admin.help-article-edit.tsx'),
    route('customers', 'routes/admin.customers.tsx'),
    route('customers/reviews', 'routes/admin.reviews.tsx'),
    route('customers/:id', 'routes/admin.customer.tsx'),
    route('support/contact', 'routes/admin.contact.tsx'),
    // Issue 18: store locator and the pickup desk.
    route('stores', 'routes/admin.stores.tsx'),
    route('stores/click-and-collect', 'routes/admin.click-collect.tsx'),
    // Issue 18: sellers (applications, commission, product moderation).
    route('sellers', 'routes/admin.sellers.tsx'),
    // Issue 18 part B: sellers' balances, payouts and commission rates.
    route('sellers/payouts', 'routes/admin.seller-payouts.tsx'),
    route('sellers/commissions', 'routes/admin.seller-commissions.tsx'),
    route('support/chat', 'routes/admin.chat.tsx'),
    // Back office III (issue 15): gift cards and loyalty.
    route('marketing/gift-cards', 'routes/admin.gift-cards.tsx'),
    route('customers/loyalty', 'routes/admin.loyalty.tsx'),
    // Back office III (issue 15): promotions and flash sales.
    route('marketing', 'routes/admin.promotions.tsx'),
    route('marketing/flash-sales', 'routes/admin.flash-sales.tsx'),
    // Issue 17: the course back office.
    route('courses', 'routes/admin.courses.tsx'),
    route('courses/new', 'routes/admin.course-edit.tsx', { id: 'admin-course-new' }),
    route('courses/:id', 'routes/admin.course-edit.tsx'),
    route('*', 'routes/admin.page.tsx'),
  ]),
];

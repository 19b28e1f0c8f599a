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
];

export const standalone: RouteConfigEntry[] = [
  // The admin area: its own shell; pages without a screen yet fall to the splat and show their title.
  route('admin', 'routes/admin.layout.tsx', [index('routes/admin.dashboard.tsx'), route('*', 'routes/admin.page.tsx')]),
];

import { can } from '@sen/core/auth/permissions';
import { clsx } from 'clsx';
import { GraduationCapIcon, PackageIcon } from '../account/icons';
import { useT } from '../i18n/LanguageProvider';
import { ChevronDownIcon, HomeIcon, MapPinIcon, UserIcon } from '../ui/icons';
import { MenuButton, type MenuItem } from '../ui/MenuButton';
import { useAuth } from './AuthProvider';
import { Avatar } from './Avatar';
import { BellIcon, HeartIcon, LogOutIcon, ShieldUserIcon } from './icons';

/** The signed-in visitor's menu in the storefront header: account pages, the admin area for staff, logout. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const { user } = useAuth();
  if (!user) return null;
  const items: MenuItem[] = [
    { key: 'account', to: '/account', label: t('account.nav.overview'), icon: <HomeIcon size={18} /> },
    { key: 'profile', to: '/profile', label: t('account.nav.profile'), icon: <UserIcon size={18} /> },
    { key: 'orders', to: '/orders', label: t('order.mine'), icon: <PackageIcon size={18} />, testId: 'my-orders-link' },
    {
      key: 'courses',
      to: '/my-courses',
      label: t('courses.my.title'),
      icon: <GraduationCapIcon size={18} />,
      testId: 'my-courses-link',
    },
    { key: 'addresses', to: '/addresses', label: t('account.nav.addresses'), icon: <MapPinIcon size={18} /> },
    { key: 'wishlist', to: '/wishlist', label: t('account.nav.wishlist'), icon: <HeartIcon size={18} /> },
    { key: 'notifications', to: '/notifications', label: t('account.nav.notifications'), icon: <BellIcon size={18} /> },
  ];
  if (can(user.role, 'admin.access')) {
    items.push({
      key: 'admin',
      to: '/admin',
      label: t('account.nav.admin'),
      icon: <ShieldUserIcon size={18} />,
      separated: true,
      testId: 'admin-link',
    });
  }
  items.push({
    key: 'logout',
    to: '/logout',
    label: t('account.nav.logout'),
    icon: <LogOutIcon size={18} />,
    separated: !can(user.role, 'admin.access'),
    testId: 'logout-link',
  });

  return (
    <MenuButton
      label={t('account.menu', { name: user.name || user.username })}
      testId="user-menu"
      items={items}
      triggerClassName={clsx(
        'ml-1 inline-flex items-center gap-2 rounded-full border border-line pr-2 pl-1 text-sm font-semibold text-fg transition hover:border-brand-500',
        compact ? 'h-9' : 'h-10',
      )}
      trigger={
        <>
          <Avatar user={user} className={compact ? 'size-7' : 'size-8'} />
          <span className="hidden max-w-28 truncate lg:inline" data-testid="user-name">
            {user.firstName || user.name || user.username}
          </span>
          <ChevronDownIcon size={16} className="text-fg-muted" />
        </>
      }
      header={
        <>
          <p className="truncate font-semibold text-fg">{user.name || user.username}</p>
          <p className="truncate text-xs text-fg-muted">{user.email}</p>
        </>
      }
    />
  );
}

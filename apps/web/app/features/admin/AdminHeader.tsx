import type { User } from '@sen/core';
import { Avatar } from '../auth/Avatar';
import { LogOutIcon } from '../auth/icons';
import { useT } from '../i18n/LanguageProvider';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { ThemeSwitcher } from '../theme/ThemeSwitcher';
import { ChevronDownIcon, HomeIcon, MenuIcon, UserIcon } from '../ui/icons';
import { MenuButton } from '../ui/MenuButton';
import { AdminSearch } from './AdminSearch';
import { PanelLeftIcon } from './icons';
import { NotificationsDropdown } from './NotificationsDropdown';

interface Props {
  user: User;
  mobile: boolean;
  collapsed: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
}

/** Spec 1 "Admin shell" header: search, notifications, language and theme, the signed-in user's menu. */
export function AdminHeader({ user, mobile, collapsed, onToggleSidebar, onLogout }: Props) {
  const t = useT();
  const toggleLabel = mobile ? t('nav.openMenu') : collapsed ? t('admin.expandSidebar') : t('admin.collapseSidebar');
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-line bg-surface/95 px-3 backdrop-blur md:gap-4 md:px-6">
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-label={toggleLabel}
        title={toggleLabel}
        aria-expanded={mobile ? undefined : !collapsed}
        className="icon-button"
        data-testid="sidebar-toggle"
      >
        {mobile ? <MenuIcon size={22} /> : <PanelLeftIcon size={20} />}
      </button>
      <div className="hidden flex-1 sm:block">
        <AdminSearch role={user.role} />
      </div>
      <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
        <NotificationsDropdown />
        <LanguageSwitcher testId="admin-language" />
        <ThemeSwitcher testId="admin-theme" />
        <MenuButton
          label={t('account.menu', { name: user.name || user.username })}
          testId="admin-user-menu"
          triggerClassName="ml-1 inline-flex h-10 items-center gap-2 rounded-full pr-2 pl-1 text-sm font-semibold text-fg transition hover:bg-muted"
          trigger={
            <>
              <Avatar user={user} />
              <span className="hidden max-w-48 truncate text-left leading-tight md:block">
                <span className="block truncate" data-testid="admin-user-name">
                  {user.name || user.username}
                </span>
                <span className="block text-xs font-normal text-fg-muted">{t(`role.${user.role}`)}</span>
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
          items={[
            { key: 'profile', to: '/profile', label: t('account.nav.profile'), icon: <UserIcon size={18} /> },
            { key: 'store', to: '/', label: t('admin.toStore'), icon: <HomeIcon size={18} /> },
            {
              key: 'logout',
              label: t('account.nav.logout'),
              icon: <LogOutIcon size={18} />,
              onSelect: onLogout,
              separated: true,
              testId: 'admin-logout',
            },
          ]}
        />
      </div>
    </header>
  );
}

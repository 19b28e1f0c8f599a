import { can } from '@sen/core/auth/permissions';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { BellIcon, HeartIcon, ShieldUserIcon, TriangleAlertIcon } from '../auth/icons';
import { ResendVerification } from '../auth/ResendVerification';
import { useT } from '../i18n/LanguageProvider';
import { MapPinIcon, UserIcon } from '../ui/icons';
import { AccountShell } from './AccountShell';

export interface OverviewData {
  addresses: number;
  wishlist: number;
  unreadNotifications: number;
}

function Tile({ to, icon, title, text, testId }: { to: string; icon: ReactNode; title: string; text: string; testId?: string }) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className="group flex items-start gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm transition hover:border-brand-400 hover:shadow-md"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-fg group-hover:text-brand-700 dark:group-hover:text-brand-300">{title}</span>
        <span className="mt-0.5 block text-sm text-fg-muted">{text}</span>
      </span>
    </Link>
  );
}

/** /account: who is signed in, whether the e-mail is verified, and the way to each account page. */
export function AccountOverview({ data }: { data: OverviewData }) {
  const t = useT();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <AccountShell title={t('account.overview.title', { name: user.firstName || user.name || user.username })}>
      {!user.isVerified && (
        <div
          className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950/40"
          data-testid="verify-banner"
        >
          <div className="flex items-start gap-3">
            <TriangleAlertIcon size={22} className="mt-0.5 shrink-0 text-amber-600 dark:text-amber-400" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-fg">{t('account.verify.title')}</p>
              <p className="mt-1 text-sm text-fg-muted">{t('account.verify.text', { email: user.email })}</p>
              <div className="mt-3 max-w-sm">
                <ResendVerification defaultEmail={user.email} />
              </div>
            </div>
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Tile to="/profile" icon={<UserIcon size={22} />} title={t('account.nav.profile')} text={t('account.overview.profile')} />
        <Tile
          to="/addresses"
          icon={<MapPinIcon size={22} />}
          title={t('account.nav.addresses')}
          text={t('account.overview.addresses', { count: data.addresses })}
        />
        <Tile
          to="/wishlist"
          icon={<HeartIcon size={22} />}
          title={t('account.nav.wishlist')}
          text={t('account.overview.wishlist', { count: data.wishlist })}
        />
        <Tile
          to="/notifications"
          icon={<BellIcon size={22} />}
          title={t('account.nav.notifications')}
          text={t('account.overview.notifications', { count: data.unreadNotifications })}
        />
        {can(user.role, 'admin.access') && (
          <Tile
            to="/admin"
            testId="overview-admin"
            icon={<ShieldUserIcon size={22} />}
            title={t('account.nav.admin')}
            text={t('account.overview.admin', { role: t(`role.${user.role}`) })}
          />
        )}
      </div>
    </AccountShell>
  );
}

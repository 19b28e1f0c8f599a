import type { User } from '@sen/core';
import { useAuth } from '../auth/AuthProvider';
import { useT } from '../i18n/LanguageProvider';
import { AccountShell } from './AccountShell';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** /profile: personal details and the password. */
export function ProfilePage({ user: loaded }: { user: User }) {
  const t = useT();
  const { user } = useAuth();
  const current = user?.id === loaded.id ? user : loaded;
  return (
    <AccountShell title={t('account.nav.profile')}>
      <div className="space-y-6">
        <ProfileForm key={current.updatedAt} user={current} />
        <PasswordForm />
      </div>
    </AccountShell>
  );
}

import type { User } from '@sen/core';
import { useAuth } from '../auth/AuthProvider';
import { useT } from '../i18n/LanguageProvider';
import { AccountShell } from './AccountShell';
import { AvatarForm } from './AvatarForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/**
 * The details ProfileForm edits: it starts again from the server's values when these change,
 * not when something else about the user does (a new picture keeps what is being typed).
 */
function profileKey(user: User): string {
  return JSON.stringify([user.id, user.lastName, user.firstName, user.phoneNumber, user.gender, user.dateOfBirth]);
}

/** /profile: picture, personal details and the password. */
export function ProfilePage({ user: loaded }: { user: User }) {
  const t = useT();
  const { user } = useAuth();
  const current = user?.id === loaded.id ? user : loaded;
  return (
    <AccountShell title={t('account.nav.profile')}>
      <div className="space-y-6">
        <AvatarForm user={current} />
        <ProfileForm key={profileKey(current)} user={current} />
        <PasswordForm />
      </div>
    </AccountShell>
  );
}

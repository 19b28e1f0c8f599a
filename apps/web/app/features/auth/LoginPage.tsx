import { safeReturnPath } from '@sen/core/redirect';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { AuthCard } from './AuthCard';
import { useAuth } from './AuthProvider';
import { LoginForm } from './LoginForm';

/** /login: the page version of the login modal; signed-in visitors go on to `redirectTo` or home. */
export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user, openModal } = useAuth();
  const target = safeReturnPath(params.get('redirectTo'));

  // Spec 1 guard: signed in with an id on the login route → away from it (also after a silent refresh).
  useEffect(() => {
    if (user?.id) navigate(target, { replace: true });
  }, [user, target, navigate]);

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm
        onSuccess={() => navigate(target, { replace: true })}
        onForgotPassword={() => openModal('forgot')}
        onRegister={() => navigate(params.get('redirectTo') ? `/register?${params}` : '/register')}
      />
    </AuthCard>
  );
}

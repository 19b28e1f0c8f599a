import { safeReturnPath } from '@sen/core/redirect';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { AuthCard } from './AuthCard';
import { RegisterForm } from './RegisterForm';

/** /register: the page version of the register modal. */
export function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm
        onSuccess={() => navigate(safeReturnPath(params.get('redirectTo'), '/account'), { replace: true })}
        onLogin={() => navigate(params.get('redirectTo') ? `/login?${params}` : '/login')}
      />
    </AuthCard>
  );
}

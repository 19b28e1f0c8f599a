import { useNavigate } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { AuthCard } from './AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';

export function ForgotPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm onBackToLogin={() => navigate('/login')} />
    </AuthCard>
  );
}

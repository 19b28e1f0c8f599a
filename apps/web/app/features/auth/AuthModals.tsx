import { useNavigate } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { useAuth } from './AuthProvider';
import { Dialog } from './Dialog';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** The login, register and forgot-password modals (loaded the first time one opens). */
export default function AuthModals() {
  const t = useT();
  const navigate = useNavigate();
  const { activeModal, openModal, closeModal } = useAuth();
  return (
    <>
      <Dialog
        open={activeModal === 'login'}
        onClose={closeModal}
        title={t('login.title')}
        description={t('login.subtitle')}
        testId="login-modal"
      >
        <LoginForm
          onSuccess={() => {
            closeModal();
            // Spec 1 §4: a successful login closes the modal and goes home.
            navigate('/');
          }}
          onForgotPassword={() => openModal('forgot')}
          onRegister={() => openModal('register')}
        />
      </Dialog>
      <Dialog
        open={activeModal === 'register'}
        onClose={closeModal}
        title={t('register.title')}
        description={t('register.subtitle')}
        testId="register-modal"
      >
        <RegisterForm onSuccess={closeModal} onLogin={() => openModal('login')} />
      </Dialog>
      <Dialog
        open={activeModal === 'forgot'}
        onClose={closeModal}
        title={t('forgot.title')}
        description={t('forgot.subtitle')}
        testId="forgot-modal"
      >
        <ForgotPasswordForm onBackToLogin={() => openModal('login')} />
      </Dialog>
    </>
  );
}

import { useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { useAuth } from './AuthProvider';
import { Dialog } from './Dialog';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** Pages of signing in and out themselves. */
const ACCOUNT_FLOW = /^\/(login|register|forgot-password|reset-password|verify-email|logout)\/?$/;

/** The login, register and forgot-password modals (loaded the first time one opens). */
export default function AuthModals() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
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
            // The visitor stays where they signed in (a course, a product's reviews: issue 10, item 14):
            // the router's own location, so no outside input to sanitise; its loaders run again for them.
            // From an account page (verify, reset…) there is nothing to come back to: home, as spec 1 §4.
            const here = location.pathname + location.search + location.hash;
            navigate(ACCOUNT_FLOW.test(location.pathname) ? '/' : here, { replace: true });
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

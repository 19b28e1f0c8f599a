import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { useAuth } from './AuthProvider';
import { Spinner } from './fields';

/** /logout: revokes the session on the server, clears auth even if that fails, then /login (spec 1 §2). */
export function LogoutPage() {
  const t = useT();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate('/login', { replace: true }));
  }, [signOut, navigate]);

  return (
    <div className="container-page flex items-center justify-center gap-3 py-24 text-fg-muted" role="status">
      <Spinner />
      {t('logout.inProgress')}
    </div>
  );
}

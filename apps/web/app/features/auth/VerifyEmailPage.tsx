import { accountApi } from '@sen/core/api/account';
import { isApiError } from '@sen/core/api-client';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { AuthCard } from './AuthCard';
import { useAuth } from './AuthProvider';
import { errorText } from './errors';
import { Spinner } from './fields';
import { CircleAlertIcon, CircleCheckIcon } from './icons';
import { ResendVerification } from './ResendVerification';

type State =
  | { kind: 'checking' }
  | { kind: 'verified' | 'already'; message: string }
  | { kind: 'expired' | 'invalid'; message: string };

/**
 * /verify-email?token=…: confirms the address once the page runs in the browser, not in the
 * server render, so mail scanners that fetch links without running scripts do not use the token up.
 */
export function VerifyEmailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { user, setUser } = useAuth();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>({ kind: 'checking' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    if (!token) return setState({ kind: 'invalid', message: t('verify.missingToken') });
    accountApi(api)
      .verifyEmail(token)
      .then(() => setState({ kind: 'verified', message: t('verify.success') }))
      .catch((error: unknown) => {
        const code = isApiError(error) ? error.errorCode : '';
        const message = errorText(error, t);
        if (code === 'EMAIL_ALREADY_VERIFIED') setState({ kind: 'already', message });
        else if (code === 'VERIFY_TOKEN_EXPIRED') setState({ kind: 'expired', message });
        else setState({ kind: 'invalid', message });
      });
  }, [token, t]);

  // The header and account pages should stop asking for verification at once.
  useEffect(() => {
    if ((state.kind === 'verified' || state.kind === 'already') && user && !user.isVerified)
      setUser({ ...user, isVerified: true });
  }, [state.kind, user, setUser]);

  const good = state.kind === 'verified' || state.kind === 'already';
  return (
    <AuthCard title={t('verify.title')}>
      <div className="space-y-5 text-center" data-testid="verify-outcome" data-state={state.kind} aria-live="polite">
        {state.kind === 'checking' ? (
          <p className="flex items-center justify-center gap-3 text-fg-muted">
            <Spinner />
            {t('verify.checking')}
          </p>
        ) : (
          <>
            {good ? (
              <CircleCheckIcon size={44} className="mx-auto text-emerald-500" />
            ) : (
              <CircleAlertIcon size={44} className="mx-auto text-red-500" />
            )}
            <p className="text-fg">{state.message}</p>
            {!good && <ResendVerification defaultEmail={user?.email ?? ''} />}
            <Link
              to={user ? '/account' : '/login'}
              className={
                good
                  ? 'btn-primary w-full'
                  : 'inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300'
              }
            >
              {user ? t('verify.toAccount') : t('login.submit')}
            </Link>
          </>
        )}
      </div>
    </AuthCard>
  );
}

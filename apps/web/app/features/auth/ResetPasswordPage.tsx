import { accountApi } from '@sen/core/api/account';
import { isApiError } from '@sen/core/api-client';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { AuthCard } from './AuthCard';
import { useAuth } from './AuthProvider';
import { errorText, fieldErrorsOf } from './errors';
import { PasswordField, SubmitButton } from './fields';
import { CircleAlertIcon, CircleCheckIcon } from './icons';
import { PASSWORD_MIN_LENGTH } from './RegisterForm';
import { useFieldMessage } from './use-field-message';
import { useFormFields } from './use-form-fields';

type Field = 'password' | 'confirmPassword';
const ORDER: Field[] = ['password', 'confirmPassword'];

/** /reset-password?token=…: a new password (≥ 6 characters, confirmed) from the mailed single-use link. */
export function ResetPasswordPage() {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { user, signOut } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { values, setErrors, bind, showErrors } = useFormFields({ password: '', confirmPassword: '' }, ORDER);
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(
    token ? null : { ok: false, message: t('reset.missingToken') },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.password) found.password = fieldMessage('auth.password.required');
    else if (values.password.length < PASSWORD_MIN_LENGTH) found.password = fieldMessage('auth.password.min');
    if (values.confirmPassword !== values.password) found.confirmPassword = fieldMessage('auth.password.mismatch');
    if (showErrors(found)) return;
    setLoading(true);
    try {
      await accountApi(api).resetPassword({ token, ...values });
      // The server signed the account out everywhere, this browser included.
      if (user) await signOut();
      setOutcome({ ok: true, message: t('reset.success') });
    } catch (error) {
      if (isApiError(error) && (error.errorCode === 'RESET_TOKEN_EXPIRED' || error.errorCode === 'RESET_TOKEN_INVALID')) {
        setOutcome({ ok: false, message: error.message });
      } else {
        const fields = fieldErrorsOf(error);
        setErrors({ password: fields.password, confirmPassword: fields.confirmPassword });
        toast.error(errorText(error, t));
      }
    } finally {
      setLoading(false);
    }
  }

  if (outcome) {
    return (
      <AuthCard title={t('reset.title')}>
        <div className="space-y-5 text-center" role={outcome.ok ? 'status' : 'alert'} data-testid="reset-outcome">
          {outcome.ok ? (
            <CircleCheckIcon size={44} className="mx-auto text-emerald-500" />
          ) : (
            <CircleAlertIcon size={44} className="mx-auto text-red-500" />
          )}
          <p className="text-fg">{outcome.message}</p>
          <Link to={outcome.ok ? '/login' : '/forgot-password'} className="btn-primary w-full">
            {outcome.ok ? t('login.submit') : t('reset.requestNew')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="reset-form">
        <PasswordField
          label={t('reset.newPassword')}
          name="new-password"
          autoComplete="new-password"
          hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoFocus
          {...bind('password')}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />
        <SubmitButton loading={loading}>{t('reset.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}

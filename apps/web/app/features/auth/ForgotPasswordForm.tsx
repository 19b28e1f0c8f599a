import { accountApi } from '@sen/core/api/account';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { errorText, fieldErrorsOf, looksLikeEmail } from './errors';
import { SubmitButton, TextField } from './fields';
import { CircleCheckIcon } from './icons';
import { useFieldMessage } from './use-field-message';

/**
 * Sends a real reset link (README decision 9). The answer is the same whether or not the
 * address has an account, so the success text never says which.
 */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const value = email.trim();
    const problem = !value
      ? fieldMessage('auth.email.required')
      : !looksLikeEmail(value)
        ? fieldMessage('invalid_email')
        : undefined;
    setError(problem);
    if (problem) return inputRef.current?.focus();
    setLoading(true);
    try {
      await accountApi(api).forgotPassword(value);
      setSentTo(value);
    } catch (err) {
      const field = fieldErrorsOf(err).email;
      if (field) {
        setError(field);
        inputRef.current?.focus();
      }
      toast.error(errorText(err, t));
    } finally {
      setLoading(false);
    }
  }

  if (sentTo) {
    return (
      <div className="space-y-5 text-center" role="status" data-testid="forgot-sent">
        <CircleCheckIcon size={44} className="mx-auto text-emerald-500" />
        <p className="text-sm leading-relaxed text-fg">{t('forgot.sent', { email: sentTo })}</p>
        <button type="button" onClick={onBackToLogin} className="btn-primary w-full">
          {t('forgot.backToLogin')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="forgot-form">
      <TextField
        label={t('register.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(v) => {
          setEmail(v);
          if (error) setError(undefined);
        }}
        error={error}
        inputRef={inputRef}
        data-autofocus
      />
      <SubmitButton loading={loading}>{loading ? t('forgot.submitting') : t('forgot.submit')}</SubmitButton>
      <button
        type="button"
        onClick={onBackToLogin}
        className="block w-full text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('forgot.backToLogin')}
      </button>
    </form>
  );
}

import { accountApi } from '@sen/core/api/account';
import { type FormEvent, useState } from 'react';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { errorText, looksLikeEmail } from './errors';
import { SubmitButton, TextField } from './fields';
import { useFieldMessage } from './use-field-message';

/** Asks for a new verification link; the answer never says whether the address has an account. */
export function ResendVerification({ defaultEmail }: { defaultEmail: string }) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    const problem = !value
      ? fieldMessage('auth.email.required')
      : !looksLikeEmail(value)
        ? fieldMessage('invalid_email')
        : undefined;
    setError(problem);
    if (problem || loading) return;
    setLoading(true);
    try {
      await accountApi(api).resendVerification(value);
      setSent(true);
    } catch (err) {
      toast.error(errorText(err, t));
    } finally {
      setLoading(false);
    }
  }

  if (sent)
    return (
      <p className="rounded-xl bg-muted p-3 text-sm text-fg" role="status">
        {t('verify.resent', { email: email.trim() })}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-3 text-left">
      <TextField
        label={t('register.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(v) => {
          setEmail(v);
          setError(undefined);
        }}
        error={error}
      />
      <SubmitButton loading={loading}>{t('verify.resend')}</SubmitButton>
    </form>
  );
}

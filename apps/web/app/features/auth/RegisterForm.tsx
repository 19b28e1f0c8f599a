import { accountApi } from '@sen/core/api/account';
import { type FormEvent, useState } from 'react';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { useAuth } from './AuthProvider';
import { errorText, fieldErrorsOf, looksLikeEmail } from './errors';
import { CheckboxField, PasswordField, SubmitButton, TextField } from './fields';
import { useFieldMessage } from './use-field-message';
import { useFormFields } from './use-form-fields';

/** Spec 1 §5; the same as PASSWORD_MIN_LENGTH in core's auth/schemas, which would bring zod into the bundle. */
export const PASSWORD_MIN_LENGTH = 6;

type Field = 'name' | 'email' | 'password' | 'confirmPassword' | 'acceptTerms';
const ORDER: Field[] = ['name', 'email', 'password', 'confirmPassword', 'acceptTerms'];

/** Registration (spec 1 §5 rules); on success the new customer is signed in and told to check their mail. */
export function RegisterForm({ onSuccess, onLogin }: { onSuccess: () => void; onLogin: () => void }) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { signIn } = useAuth();
  const { values, errors, setErrors, refs, bind, showErrors } = useFormFields(
    { name: '', email: '', password: '', confirmPassword: '' },
    ORDER,
  );
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [loading, setLoading] = useState(false);

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    const email = values.email.trim();
    if (!values.name.trim()) found.name = fieldMessage('auth.name.required');
    if (!email) found.email = fieldMessage('auth.email.required');
    else if (!looksLikeEmail(email)) found.email = fieldMessage('invalid_email');
    if (!values.password) found.password = fieldMessage('auth.password.required');
    else if (values.password.length < PASSWORD_MIN_LENGTH) found.password = fieldMessage('auth.password.min');
    if (values.confirmPassword !== values.password) found.confirmPassword = fieldMessage('auth.password.mismatch');
    if (!acceptTerms) found.acceptTerms = fieldMessage('auth.terms.required');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    if (showErrors(validate())) return;
    setLoading(true);
    try {
      const result = await accountApi(api).register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        acceptTerms,
      });
      signIn(result);
      toast.success(t('register.success', { email: result.user.email }), { duration: 6000 });
      onSuccess();
    } catch (error) {
      const fields = fieldErrorsOf(error) as Partial<Record<Field | 'username', string>>;
      const mapped: Partial<Record<Field, string>> = { ...fields, email: fields.email ?? fields.username };
      showErrors(mapped);
      toast.error(errorText(error, t));
    } finally {
      setLoading(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="register-form">
      <TextField label={t('register.name')} name="name" autoComplete="name" data-autofocus {...bind('name')} />
      <TextField
        label={t('register.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...bind('email')}
      />
      <PasswordField
        label={t('register.password')}
        name="new-password"
        autoComplete="new-password"
        hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        {...bind('password')}
      />
      <PasswordField
        label={t('register.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        {...bind('confirmPassword')}
      />
      <CheckboxField
        name="acceptTerms"
        checked={acceptTerms}
        onChange={(checked) => {
          setAcceptTerms(checked);
          if (errors.acceptTerms) setErrors((e) => ({ ...e, acceptTerms: undefined }));
        }}
        error={errors.acceptTerms}
        inputRef={(el) => {
          refs.current.acceptTerms = el;
        }}
        label={
          <>
            {t('register.acceptTerms')}{' '}
            <a href="/terms" target="_blank" rel="noopener" className="font-medium text-brand-700 underline dark:text-brand-300">
              {t('register.terms')}
            </a>
          </>
        }
      />
      <SubmitButton loading={loading}>{loading ? t('register.submitting') : t('register.submit')}</SubmitButton>
      <p className="text-center text-sm text-fg-muted">
        {t('register.haveAccount')}{' '}
        <button type="button" onClick={onLogin} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('login.submit')}
        </button>
      </p>
    </form>
  );
}

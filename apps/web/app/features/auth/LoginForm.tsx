import type { AuthResult } from '@sen/core';
import { accountApi } from '@sen/core/api/account';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { useAuth } from './AuthProvider';
import { errorText, fieldErrorsOf, focusFirstInvalid } from './errors';
import { CheckboxField, PasswordField, SubmitButton, TextField } from './fields';
import { rememberedLogin, saveLoginChoice } from './session';
import { useFieldMessage } from './use-field-message';

type Field = 'username' | 'password';
const ORDER: Field[] = ['username', 'password'];

interface Props {
  /** Called once signed in (the modal goes home, the /login page to `redirectTo`). */
  onSuccess: (result: AuthResult) => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

/** The login form of spec 1 "Auth screens", shared by the modal and the /login page. */
export function LoginForm({ onSuccess, onForgotPassword, onRegister }: Props) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { signIn } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [loading, setLoading] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  // A remembered username comes back when the form opens (spec 1 §5).
  useEffect(() => {
    const saved = rememberedLogin();
    setRememberMe(saved.rememberMe);
    if (saved.username) setUsername(saved.username);
  }, []);

  const edit = (field: Field, set: (v: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const found: Partial<Record<Field, string>> = {};
    if (!username.trim()) found.username = fieldMessage('auth.username.required');
    if (!password) found.password = fieldMessage('auth.password.required');
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(ORDER, found, refs.current);

    setLoading(true);
    try {
      const envelope = await accountApi(api).login({ email: username.trim(), password, rememberMe });
      if (envelope.statusCode !== 200 || !envelope.metadata) {
        toast.error(envelope.message || t('login.invalidCredentials'));
        return;
      }
      saveLoginChoice(rememberMe, username.trim());
      signIn(envelope.metadata);
      toast.success(t('login.success', { name: envelope.metadata.user.name || envelope.metadata.user.username }));
      onSuccess(envelope.metadata);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const mapped = { username: fields.email, password: fields.password };
      if (mapped.username || mapped.password) {
        setErrors(mapped);
        focusFirstInvalid(ORDER, mapped, refs.current);
      }
      console.warn('login failed', error);
      toast.error(errorText(error, t, 'login.errorOccurred'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="login-form">
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('login.usernamePlaceholder')}
        value={username}
        onChange={edit('username', setUsername)}
        error={errors.username}
        inputRef={(el) => {
          refs.current.username = el;
        }}
        data-autofocus
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        value={password}
        onChange={edit('password', setPassword)}
        error={errors.password}
        inputRef={(el) => {
          refs.current.password = el;
        }}
      />
      <div className="flex items-center justify-between gap-3">
        <CheckboxField label={t('login.rememberMe')} name="rememberMe" checked={rememberMe} onChange={setRememberMe} />
        <button
          type="button"
          onClick={onForgotPassword}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {t('login.forgotPassword')}
        </button>
      </div>
      <SubmitButton loading={loading}>{loading ? t('login.submitting') : t('login.submit')}</SubmitButton>
      <p className="text-center text-sm text-fg-muted">
        {t('login.noAccount')}{' '}
        <button type="button" onClick={onRegister} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('login.register')}
        </button>
      </p>
    </form>
  );
}

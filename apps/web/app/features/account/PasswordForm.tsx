import { accountApi } from '@sen/core/api/account';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../api/browser-api';
import { errorText, fieldErrorsOf, focusFirstInvalid } from '../auth/errors';
import { PasswordField, SubmitButton } from '../auth/fields';
import { PASSWORD_MIN_LENGTH } from '../auth/RegisterForm';
import { useFieldMessage } from '../auth/use-field-message';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { Panel } from './AccountShell';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const ORDER: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** PUT /me/password: needs the current password; the server signs the other devices out. */
export function PasswordForm() {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [loading, setLoading] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const bind = (field: Field) => ({
    value: values[field],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    },
    error: errors[field],
    inputRef: (el: HTMLInputElement | null) => {
      refs.current[field] = el;
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) found.currentPassword = fieldMessage('auth.currentPassword.required');
    if (!values.newPassword) found.newPassword = fieldMessage('auth.password.required');
    else if (values.newPassword.length < PASSWORD_MIN_LENGTH) found.newPassword = fieldMessage('auth.password.min');
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = fieldMessage('auth.password.mismatch');
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(ORDER, found, refs.current);
    setLoading(true);
    try {
      await accountApi(api).changePassword(values);
      setValues(EMPTY);
      toast.success(t('account.password.changed'));
    } catch (error) {
      const fields = fieldErrorsOf(error) as Partial<Record<Field, string>>;
      setErrors(fields);
      focusFirstInvalid(ORDER, fields, refs.current);
      toast.error(errorText(error, t));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Panel title={t('account.password.title')}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md" data-testid="password-form">
        <PasswordField label={t('account.password.current')} autoComplete="current-password" {...bind('currentPassword')} />
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          {...bind('newPassword')}
        />
        <PasswordField label={t('register.confirmPassword')} autoComplete="new-password" {...bind('confirmPassword')} />
        <div>
          <SubmitButton loading={loading} className="sm:w-auto">
            {t('account.password.submit')}
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}

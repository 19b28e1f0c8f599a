import { accountApi } from '@sen/core/api/account';
import { type FormEvent, useState } from 'react';
import { api } from '../api/browser-api';
import { errorText, fieldErrorsOf } from '../auth/errors';
import { PasswordField, SubmitButton } from '../auth/fields';
import { PASSWORD_MIN_LENGTH } from '../auth/RegisterForm';
import { useFieldMessage } from '../auth/use-field-message';
import { useFormFields } from '../auth/use-form-fields';
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
  const { values, setValues, bind, showErrors } = useFormFields(EMPTY, ORDER);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) found.currentPassword = fieldMessage('auth.currentPassword.required');
    if (!values.newPassword) found.newPassword = fieldMessage('auth.password.required');
    else if (values.newPassword.length < PASSWORD_MIN_LENGTH) found.newPassword = fieldMessage('auth.password.min');
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = fieldMessage('auth.password.mismatch');
    if (showErrors(found)) return;
    setLoading(true);
    try {
      await accountApi(api).changePassword(values);
      setValues(EMPTY);
      toast.success(t('account.password.changed'));
    } catch (error) {
      showErrors(fieldErrorsOf(error) as Partial<Record<Field, string>>);
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

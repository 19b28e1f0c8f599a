import type { Gender, User } from '@sen/core';
import { accountApi } from '@sen/core/api/account';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../api/browser-api';
import { useAuth } from '../auth/AuthProvider';
import { errorText, fieldErrorsOf, focusFirstInvalid } from '../auth/errors';
import { FieldError, inputClass, labelClass, SubmitButton, TextField } from '../auth/fields';
import { useFieldMessage } from '../auth/use-field-message';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { Panel } from './AccountShell';

type Field = 'lastName' | 'firstName' | 'phoneNumber' | 'gender' | 'dateOfBirth';
const ORDER: Field[] = ['lastName', 'firstName', 'phoneNumber', 'gender', 'dateOfBirth'];

function initial(user: User) {
  return {
    lastName: user.lastName,
    firstName: user.firstName,
    phoneNumber: user.phoneNumber,
    gender: user.gender ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
  };
}

/** Names, phone, gender and birthday (PATCH /me). A failed save keeps what was typed. */
export function ProfileForm({ user }: { user: User }) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { setUser } = useAuth();
  const [values, setValues] = useState(() => initial(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [loading, setLoading] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const ref = (field: Field) => (el: HTMLInputElement | HTMLSelectElement | null) => {
    refs.current[field] = el;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const phone = values.phoneNumber.replace(/[\s-]/g, '');
    const found: Partial<Record<Field, string>> = {};
    if (phone && !/^\d{10,11}$/.test(phone)) found.phoneNumber = fieldMessage('auth.phone.invalid');
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(ORDER, found, refs.current);
    setLoading(true);
    try {
      const updated = await accountApi(api).updateMe({
        lastName: values.lastName.trim(),
        firstName: values.firstName.trim(),
        phoneNumber: phone,
        gender: values.gender ? (values.gender as Gender) : null,
        dateOfBirth: values.dateOfBirth || null,
      });
      setUser(updated);
      setValues(initial(updated));
      toast.success(t('account.profile.saved'));
    } catch (error) {
      const fields = fieldErrorsOf(error) as Partial<Record<Field, string>>;
      setErrors(fields);
      focusFirstInvalid(ORDER, fields, refs.current);
      toast.error(errorText(error, t, 'account.profile.failed'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Panel title={t('account.profile.personal')}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="profile-form">
        <TextField
          label={t('account.profile.lastName')}
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
          inputRef={ref('lastName')}
        />
        <TextField
          label={t('account.profile.firstName')}
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
          inputRef={ref('firstName')}
        />
        <TextField
          label={t('register.email')}
          value={user.email}
          onChange={() => {}}
          readOnly
          disabled
          hint={user.isVerified ? t('account.profile.verified') : t('account.profile.unverified')}
        />
        <TextField
          label={t('account.profile.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phoneNumber}
          onChange={set('phoneNumber')}
          error={errors.phoneNumber}
          inputRef={ref('phoneNumber')}
        />
        <div>
          <label htmlFor="profile-gender" className={labelClass}>
            {t('account.profile.gender')}
          </label>
          <select
            id="profile-gender"
            ref={ref('gender')}
            value={values.gender}
            onChange={(e) => set('gender')(e.target.value)}
            aria-invalid={errors.gender ? true : undefined}
            className={inputClass}
          >
            <option value="">{t('account.profile.genderUnset')}</option>
            <option value="female">{t('account.profile.gender.female')}</option>
            <option value="male">{t('account.profile.gender.male')}</option>
            <option value="other">{t('account.profile.gender.other')}</option>
          </select>
          <FieldError message={errors.gender} />
        </div>
        <TextField
          label={t('account.profile.dateOfBirth')}
          type="date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          value={values.dateOfBirth}
          onChange={set('dateOfBirth')}
          error={errors.dateOfBirth}
          inputRef={ref('dateOfBirth')}
        />
        <div className="sm:col-span-2">
          <SubmitButton loading={loading} className="sm:w-auto">
            {t('account.save')}
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}

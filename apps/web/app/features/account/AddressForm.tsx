import type { Address, Province, Ward } from '@sen/core';
import { type AddressBody, accountApi } from '@sen/core/api/account';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { LegacyAddressFinder } from '../address/LegacyAddress';
import { api } from '../api/browser-api';
import { errorText, fieldErrorsOf, focusFirstInvalid } from '../auth/errors';
import { CheckboxField, SubmitButton, TextField } from '../auth/fields';
import { useFieldMessage } from '../auth/use-field-message';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { PlacePicker } from './PlacePicker';
import { indexPlaces } from './place-search';

type Field = 'label' | 'fullName' | 'phone' | 'provinceCode' | 'wardCode' | 'address';
const ORDER: Field[] = ['label', 'fullName', 'phone', 'provinceCode', 'wardCode', 'address'];

interface Props {
  provinces: Province[];
  /** The address being edited; a new one otherwise. */
  address: Address | null;
  defaultName: string;
  defaultPhone: string;
  onSaved: (address: Address) => void;
}

/** Add or edit an address: province first, then one of its wards (codes checked by the server). */
export function AddressForm({ provinces, address, defaultName, defaultPhone, onSaved }: Props) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const [values, setValues] = useState({
    label: address?.label ?? '',
    fullName: address?.fullName ?? defaultName,
    phone: address?.phone ?? defaultPhone,
    provinceCode: address?.provinceCode ?? '',
    wardCode: address?.wardCode ?? '',
    address: address?.address ?? '',
  });
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? false);
  // The old address last picked in the finder, shown until the province or ward is changed by hand.
  const [legacyPick, setLegacyPick] = useState('');
  // Wards are tagged with their province, so a list still loading or of the previous province is never offered.
  const [wards, setWards] = useState<{ province: string; list: Ward[] }>({ province: '', list: [] });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [loading, setLoading] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const provinceList = useMemo(() => indexPlaces(provinces), [provinces]);
  const wardsReady = values.provinceCode !== '' && wards.province === values.provinceCode;
  const wardList = useMemo(() => indexPlaces(wards.list), [wards]);

  // A chosen province loads its wards; the ward picker stays disabled until they are here.
  useEffect(() => {
    const province = values.provinceCode;
    if (!province) return;
    const controller = new AbortController();
    accountApi(api)
      .wards(province, controller.signal)
      .then((list) => setWards({ province, list }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) toast.error(errorText(error, t));
      });
    return () => controller.abort();
  }, [values.provinceCode, t]);

  const set = (field: Field, value: string) => {
    if (field === 'provinceCode' || field === 'wardCode') setLegacyPick('');
    setValues((v) => ({
      ...v,
      [field]: value,
      ...(field === 'provinceCode' && value !== v.provinceCode ? { wardCode: '' } : {}),
    }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (value: string) => set(field, value),
    error: errors[field],
    inputRef: (el: HTMLInputElement | null) => {
      refs.current[field] = el;
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const phone = values.phone.replace(/[\s-]/g, '');
    const found: Partial<Record<Field, string>> = {};
    if (!values.fullName.trim()) found.fullName = fieldMessage('address.fullName.required');
    if (!phone) found.phone = fieldMessage('auth.phone.required');
    else if (!/^\d{10,11}$/.test(phone)) found.phone = fieldMessage('auth.phone.invalid');
    if (!values.provinceCode) found.provinceCode = fieldMessage('address.province.required');
    if (!values.wardCode) found.wardCode = fieldMessage('address.ward.required');
    if (!values.address.trim()) found.address = fieldMessage('address.street.required');
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(ORDER, found, refs.current);
    setLoading(true);
    const body: AddressBody = { ...values, label: values.label.trim(), fullName: values.fullName.trim(), phone, isDefault };
    try {
      const saved = address ? await accountApi(api).updateAddress(address._id, body) : await accountApi(api).addAddress(body);
      toast.success(t(address ? 'account.address.updated' : 'account.address.added'));
      onSaved(saved);
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
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="address-form">
      <TextField label={t('account.address.fullName')} autoComplete="name" data-autofocus {...bind('fullName')} />
      <TextField label={t('account.address.phone')} type="tel" inputMode="tel" autoComplete="tel" {...bind('phone')} />
      <PlacePicker
        label={t('account.address.province')}
        placeholder={t('account.address.provincePlaceholder')}
        places={provinceList}
        value={values.provinceCode}
        onChange={(code) => set('provinceCode', code)}
        error={errors.provinceCode}
        inputRef={(el) => {
          refs.current.provinceCode = el;
        }}
        testId="province-picker"
      />
      <PlacePicker
        label={t('account.address.ward')}
        placeholder={values.provinceCode ? t('account.address.wardPlaceholder') : t('account.address.wardFirst')}
        places={wardsReady ? wardList : []}
        value={values.wardCode}
        onChange={(code) => set('wardCode', code)}
        disabled={!wardsReady}
        loading={values.provinceCode !== '' && !wardsReady}
        error={errors.wardCode}
        inputRef={(el) => {
          refs.current.wardCode = el;
        }}
        testId="ward-picker"
      />
      <LegacyAddressFinder
        pickedId={legacyPick}
        onPick={(pick) => {
          set('provinceCode', pick.provinceCode);
          set('wardCode', pick.wardCode);
          setLegacyPick(pick.id);
        }}
      />
      <TextField
        className="sm:col-span-2"
        label={t('account.address.street')}
        placeholder={t('account.address.streetPlaceholder')}
        autoComplete="street-address"
        {...bind('address')}
      />
      <TextField label={t('account.address.label')} placeholder={t('account.address.labelPlaceholder')} {...bind('label')} />
      <div className="flex items-end pb-2.5">
        <CheckboxField label={t('account.address.makeDefault')} checked={isDefault} onChange={setIsDefault} />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton loading={loading}>{t('account.save')}</SubmitButton>
      </div>
    </form>
  );
}

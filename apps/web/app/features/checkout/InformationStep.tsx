import type { Province, Ward } from '@sen/core';
import { accountApi } from '@sen/core/api/account';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { PlacePicker } from '../account/PlacePicker';
import { indexPlaces } from '../account/place-search';
import { LegacyAddressFinder } from '../address/LegacyAddress';
import { api } from '../api/browser-api';
import { focusFirstInvalid } from '../auth/errors';
import { CheckboxField, inputClass, labelClass, TextField } from '../auth/fields';
import { useFieldMessage } from '../auth/use-field-message';
import { useT } from '../i18n/LanguageProvider';
import { INFO_FIELDS, type Info, type InfoErrors, type InfoField, validateInfo } from './checkout-form';

interface Props {
  info: Info;
  errors: InfoErrors;
  save: boolean;
  needsAddress: boolean;
  onChange: (field: InfoField, value: string) => void;
  onErrors: (errors: InfoErrors) => void;
  onSave: (save: boolean) => void;
  onNext: () => void;
  /** Bumped when server errors come back, so focus goes to the first of them. */
  focusSignal: number;
  /** More fields of this step (the company invoice) and their check, run after the information's. */
  extra?: ReactNode;
  checkExtra?: () => boolean;
}

/** Spec 2 "Information step": a province first, then one of its wards (disabled until then). */
export function InformationStep({
  info,
  errors,
  save,
  needsAddress,
  onChange,
  onErrors,
  onSave,
  onNext,
  focusSignal,
  extra,
  checkExtra,
}: Props) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [provinceError, setProvinceError] = useState<string | null>(null);
  // Wards carry their province, so a list of the previous province is never offered.
  const [wards, setWards] = useState<{ province: string; list: Ward[] }>({ province: '', list: [] });
  const refs = useRef<Partial<Record<InfoField, HTMLElement | null>>>({});
  const provinceList = useMemo(() => indexPlaces(provinces), [provinces]);
  const wardList = useMemo(() => indexPlaces(wards.list), [wards]);
  const wardsReady = info.city !== '' && wards.province === info.city;

  useEffect(() => {
    if (!needsAddress) return;
    const controller = new AbortController();
    accountApi(api)
      .provinces(controller.signal)
      .then(setProvinces)
      .catch(() => !controller.signal.aborted && setProvinceError(t('checkout.provincesFailed')));
    return () => controller.abort();
  }, [needsAddress, t]);

  useEffect(() => {
    const province = info.city;
    if (!province || !needsAddress) return;
    const controller = new AbortController();
    accountApi(api)
      .wards(province, controller.signal)
      .then((list) => setWards({ province, list }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [info.city, needsAddress]);

  useEffect(() => {
    if (focusSignal > 0) focusFirstInvalid([...INFO_FIELDS], errors, refs.current);
    // Only a new round of server errors moves focus, not every keystroke.
  }, [focusSignal]);

  const bind = (field: InfoField) => ({
    value: info[field],
    onChange: (value: string) => onChange(field, value),
    error: errors[field],
    inputRef: (el: HTMLInputElement | null) => {
      refs.current[field] = el;
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateInfo(info, needsAddress);
    const messages: InfoErrors = {};
    for (const [field, key] of Object.entries(found)) messages[field as InfoField] = fieldMessage(key);
    onErrors(messages);
    if (Object.keys(messages).length) return focusFirstInvalid([...INFO_FIELDS], messages, refs.current);
    if (checkExtra && !checkExtra()) return;
    onNext();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="checkout-information">
      <h2 className="text-xl font-bold">{t('checkout.info.title')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('checkout.info.fullName')}
          autoComplete="name"
          name="fullName"
          className="sm:col-span-2"
          {...bind('fullName')}
        />
        <TextField label={t('checkout.info.email')} type="email" autoComplete="email" name="email" {...bind('email')} />
        <TextField
          label={t('checkout.info.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          name="phone"
          {...bind('phone')}
        />
        {needsAddress && (
          <>
            <TextField
              label={t('checkout.info.address')}
              autoComplete="street-address"
              name="address"
              className="sm:col-span-2"
              {...bind('address')}
            />
            <PlacePicker
              label={t('checkout.info.province')}
              placeholder={t('checkout.info.provincePlaceholder')}
              places={provinceList}
              value={info.city}
              onChange={(code) => onChange('city', code)}
              loading={provinces.length === 0 && !provinceError}
              error={errors.city ?? provinceError ?? undefined}
              inputRef={(el) => {
                refs.current.city = el;
              }}
              testId="province-picker"
            />
            <PlacePicker
              label={t('checkout.info.ward')}
              placeholder={info.city ? t('checkout.info.wardPlaceholder') : t('checkout.info.wardFirst')}
              places={wardsReady ? wardList : []}
              value={info.ward}
              onChange={(code) => onChange('ward', code)}
              disabled={!wardsReady}
              loading={info.city !== '' && !wardsReady}
              error={errors.ward}
              inputRef={(el) => {
                refs.current.ward = el;
              }}
              testId="ward-picker"
            />
            <LegacyAddressFinder
              pickedId={info.legacyWard}
              error={errors.legacyWard}
              onPick={(pick) => {
                onChange('city', pick.provinceCode);
                onChange('ward', pick.wardCode);
                onChange('legacyWard', pick.id);
              }}
            />
          </>
        )}
        <div className="sm:col-span-2">
          <label htmlFor="checkout-notes" className={labelClass}>
            {t('checkout.info.notes')}
          </label>
          <textarea
            id="checkout-notes"
            value={info.notes}
            maxLength={1000}
            rows={3}
            placeholder={t('checkout.info.notesPlaceholder')}
            onChange={(e) => onChange('notes', e.target.value)}
            className={`${inputClass} h-auto py-2.5`}
          />
        </div>
      </div>
      {extra}
      <CheckboxField label={t('checkout.info.save')} checked={save} onChange={onSave} />
      <div className="flex justify-end">
        <button
          type="submit"
          className="h-12 whitespace-nowrap rounded-xl bg-brand-600 px-4 font-semibold text-white sm:px-6 hover:bg-brand-700"
          data-testid="to-shipping"
        >
          {needsAddress ? t('checkout.toShipping') : t('checkout.toPayment')}
        </button>
      </div>
    </form>
  );
}

import { LANGUAGE_INFO, LANGUAGES } from '@sen/core/language';
import { formatVnd } from '@sen/core/money';
import {
  type GeneralSettings,
  type GeneralSettingsView,
  generalSettingsSchema,
  SOCIAL_NETWORKS,
} from '@sen/core/settings/schemas';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { FormProvider, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, btnPrimary, iconBtn } from '../kit/classes';
import { CheckboxField, SelectField, TextField, UnsavedChangesGuard, useAdminForm, useFormSave } from '../kit/form';
import { SingleImageField } from '../kit/ImageUploader';
import { PageHeader } from '../kit/PageHeader';
import { adminSettingsApi } from './api';
import { Section } from './Section';

function toForm(v: GeneralSettingsView): GeneralSettings {
  const { logo: _logo, taxPercent: _tax, updatedAt: _at, ...form } = v;
  return form;
}

/** /admin/settings/general: the shop's name, logo, contact data, hours, branches, social links and sales rules. */
export function GeneralSettingsPage() {
  const t = useT();
  const [view, setView] = useState<GeneralSettingsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    adminSettingsApi.general(controller.signal).then(setView, (e: unknown) => {
      if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
    });
    return () => controller.abort();
  }, [attempt]);

  return (
    <section>
      <PageHeader title={t('admin.menu.general')} lead={t('adminSettings.general.lead')} />
      {error ? (
        <p className="mt-6 text-sm text-red-600" role="alert">
          {error}{' '}
          <button type="button" className={btn} onClick={() => setAttempt((n) => n + 1)}>
            {t('adminKit.retry')}
          </button>
        </p>
      ) : view ? (
        <GeneralForm view={view} onSaved={setView} />
      ) : (
        <p className="mt-6 text-sm text-fg-muted">{t('adminKit.loading')}</p>
      )}
    </section>
  );
}

function GeneralForm({ view, onSaved }: { view: GeneralSettingsView; onSaved: (v: GeneralSettingsView) => void }) {
  const t = useT();
  const form = useAdminForm(generalSettingsSchema, toForm(view));
  const [logo, setLogo] = useState<File | null | undefined>(undefined);
  const threshold = useWatch({ control: form.control, name: 'freeShippingThreshold' });

  const { save, busy } = useFormSave(form, async (values) => {
    let saved = await adminSettingsApi.saveGeneral(values);
    if (logo) saved = await adminSettingsApi.uploadLogo(logo);
    else if (logo === null && saved.logo) saved = await adminSettingsApi.removeLogo();
    form.reset(toForm(saved));
    setLogo(undefined);
    onSaved(saved);
    toast.success(t('adminSettings.saved'));
  });

  const dirty = form.formState.isDirty || logo !== undefined;
  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={dirty && !busy} />
      <form onSubmit={save} noValidate data-testid="general-settings" className="mt-5 grid gap-5 lg:grid-cols-2">
        <Section title={t('adminSettings.general.shop')}>
          <TextField name="storeName" label={t('adminSettings.general.storeName')} />
          <SingleImageField
            label={t('adminSettings.general.logo')}
            current={view.logo}
            value={logo}
            onChange={setLogo}
            testId="store-logo"
          />
          <SelectField
            name="defaultLanguage"
            label={t('adminSettings.general.defaultLanguage')}
            hint={t('adminSettings.general.defaultLanguageHint')}
            options={LANGUAGES.map((l) => ({ value: l, label: `${LANGUAGE_INFO[l].flag} ${LANGUAGE_INFO[l].name}` }))}
          />
        </Section>

        <Section title={t('adminSettings.general.contact')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="hotline" label={t('adminSettings.general.hotline')} placeholder="1900 6868" />
            <TextField name="email" label={t('adminSettings.general.email')} placeholder="hotro@sen.vn" />
          </div>
          <TextField name="address" label={t('adminSettings.general.address')} />
          <TextField name="chatUrl" type="url" label={t('adminSettings.general.chatUrl')} placeholder="https://zalo.me/…" />
          <TextField
            name="replyWithinHours"
            type="number"
            label={t('adminSettings.general.replyWithinHours')}
            hint={t('adminSettings.general.replyWithinHoursHint')}
          />
        </Section>

        <Section title={t('adminSettings.general.sales')} lead={t('adminSettings.general.salesLead')}>
          <TextField
            name="freeShippingThreshold"
            type="number"
            label={t('adminSettings.general.freeShippingThreshold')}
            hint={t('adminSettings.general.freeShippingHint', { amount: formatVnd(Number(threshold) || 0) })}
          />
          <TextField name="returnDays" type="number" label={t('adminSettings.general.returnDays')} />
          <div>
            <span className="mb-1 block text-sm font-medium text-fg">{t('adminSettings.general.tax')}</span>
            <p className="text-sm text-fg" data-testid="tax-percent">
              {view.taxPercent} %
            </p>
            <p className="mt-1 text-xs text-fg-muted">{t('adminSettings.general.taxHint')}</p>
          </div>
        </Section>

        <Section title={t('adminSettings.general.hours')}>
          <HoursFields />
        </Section>

        <Section title={t('adminSettings.general.social')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((n) => (
              <TextField key={n} name={`social.${n}`} type="url" label={t(`adminSettings.social.${n}`)} placeholder="https://" />
            ))}
          </div>
        </Section>

        <Section title={t('adminSettings.general.branches')}>
          <BranchFields />
        </Section>

        <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t border-line bg-page/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6 lg:col-span-2">
          <button
            type="button"
            className={btn}
            disabled={!dirty || busy}
            onClick={() => {
              form.reset(toForm(view));
              setLogo(undefined);
            }}
          >
            {t('adminSettings.discard')}
          </button>
          <button type="submit" className={btnPrimary} disabled={busy} data-testid="save-settings">
            {busy ? t('adminKit.saving') : t('adminKit.save')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

function HoursFields() {
  const t = useT();
  const { control } = useFormContext<GeneralSettings>();
  const hours = useWatch({ control, name: 'hours' });
  return (
    <div className="grid gap-3">
      {hours.map((h, i) => (
        <fieldset key={h.days} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[8rem_1fr_1fr_auto]">
          <legend className="sr-only">{t(`adminSettings.days.${h.days}`)}</legend>
          <span className="col-span-2 text-sm font-medium text-fg sm:col-span-1 sm:pb-2">
            {t(`adminSettings.days.${h.days}`)}
          </span>
          <TimeField name={`hours.${i}.open`} label={t('adminSettings.general.open')} disabled={h.closed} />
          <TimeField name={`hours.${i}.close`} label={t('adminSettings.general.close')} disabled={h.closed} />
          <div className="col-span-2 sm:col-span-1 sm:pb-2">
            <CheckboxField name={`hours.${i}.closed`} label={t('adminSettings.general.closed')} />
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** A time input whose empty value is null (a closed day has no hours). */
function TimeField({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  const { register } = useFormContext();
  return (
    <label className="grid gap-1 text-xs text-fg-muted">
      {label}
      <input
        type="time"
        disabled={disabled}
        className="block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg disabled:opacity-50"
        {...register(name, { setValueAs: (v: unknown) => (v ? String(v) : null) })}
      />
    </label>
  );
}

function BranchFields() {
  const t = useT();
  const { control } = useFormContext<GeneralSettings>();
  const branches = useFieldArray({ control, name: 'branches' });
  return (
    <div className="grid gap-4">
      {branches.fields.length === 0 && <p className="text-sm text-fg-muted">{t('adminSettings.general.noBranches')}</p>}
      {branches.fields.map((f, i) => (
        <fieldset key={f.id} className={clsx('grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-2')}>
          <legend className="flex items-center gap-2 px-1 text-sm font-medium text-fg">
            {t('adminSettings.general.branch', { n: i + 1 })}
            <button
              type="button"
              className={clsx(iconBtn, 'hover:text-red-600')}
              onClick={() => branches.remove(i)}
              aria-label={t('adminSettings.general.removeBranch', { n: i + 1 })}
            >
              ✕
            </button>
          </legend>
          <TextField name={`branches.${i}.name`} label={t('adminSettings.general.branchName')} />
          <TextField name={`branches.${i}.city`} label={t('adminSettings.general.branchCity')} />
          <TextField name={`branches.${i}.address`} label={t('adminSettings.general.address')} className="sm:col-span-2" />
          <TextField name={`branches.${i}.phone`} label={t('adminSettings.general.phone')} />
          <TextField name={`branches.${i}.email`} label={t('adminSettings.general.email')} />
        </fieldset>
      ))}
      <div>
        <button
          type="button"
          className={btn}
          onClick={() => branches.append({ city: '', name: '', address: '', phone: '', email: '' })}
        >
          + {t('adminSettings.general.addBranch')}
        </button>
      </div>
    </div>
  );
}

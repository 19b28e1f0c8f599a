import { type CommissionSettings, commissionSettingsSchema } from '@sen/core/payouts/index';
import { useEffect, useState } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btnPrimary, card } from '../kit/classes';
import { TextField, UnsavedChangesGuard, useAdminForm, useFormSave } from '../kit/form';
import { PageHeader } from '../kit/PageHeader';
import { adminPayoutsApi, type CommissionView } from './api';

/** /admin/sellers/commissions: the shop default and per-category rates, basis points (sellers.manage, issue 18). */
export function CommissionsPage() {
  const t = useT();
  const [view, setView] = useState<CommissionView | null>(null);
  useEffect(() => {
    const c = new AbortController();
    adminPayoutsApi.commissions(c.signal).then(setView, () => undefined);
    return () => c.abort();
  }, []);
  return (
    <section>
      <PageHeader title={t('admin.menu.sellerCommissions')} lead={t('adminPayouts.commissions.lead')} />
      {view && <CommissionsForm view={view} />}
    </section>
  );
}

function CommissionsForm({ view }: { view: CommissionView }) {
  const t = useT();
  const form = useAdminForm(commissionSettingsSchema, {
    defaultBp: view.defaultBp,
    categories: view.categories.map((c) => ({ categoryId: c.categoryId, bp: c.bp })),
  } as CommissionSettings);
  const rows = useFieldArray({ control: form.control, name: 'categories' });
  const { save: onSubmit, busy } = useFormSave(form, async (values) => {
    await adminPayoutsApi.saveCommissions(values);
    form.reset(values);
    toast.success(t('adminPayouts.commissions.saved'));
  });
  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={form.formState.isDirty} />
      <form onSubmit={onSubmit} noValidate className={`${card} mt-4 grid gap-4 p-4`}>
        <TextField name="defaultBp" type="number" label={t('adminPayouts.commissions.default')} />
        <h2 className="font-semibold">{t('adminPayouts.commissions.category')}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {rows.fields.map((f, i) => (
            <TextField
              key={f.id}
              name={`categories.${i}.bp`}
              type="number"
              label={view.categories[i]?.name ?? ''}
              hint={t('adminPayouts.commissions.inherit')}
            />
          ))}
        </div>
        <div>
          <button type="submit" className={btnPrimary} disabled={busy}>
            {busy ? t('adminKit.saving') : t('adminKit.save')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

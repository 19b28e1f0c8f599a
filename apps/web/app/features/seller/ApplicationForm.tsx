import { type SellerApplication, type SellerApplicationForm, sellerApplicationSchema } from '@sen/core/sellers/index';
import { FormProvider } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { btnPrimary, card } from '../admin/kit/classes';
import { TextField, useAdminForm, useFormSave } from '../admin/kit/form';
import { PlaceFields } from '../admin/stores/StoreLocatorPage';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';

const EMPTY: SellerApplicationForm = {
  shopName: '',
  taxCode: '',
  address: '',
  provinceCode: '',
  wardCode: '',
  phone: '',
  email: '',
  bankName: '',
  bankAccountNumber: '',
  bankAccountName: '',
  description: '',
};

/** The application to sell (issue 18): a first one, or a rejected one corrected and sent again. */
export function ApplicationForm({ previous, email }: { previous: SellerApplication | null; email: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  const form = useAdminForm(sellerApplicationSchema, previous ? { ...EMPTY, ...pick(previous) } : { ...EMPTY, email });
  const { save: submit, busy } = useFormSave(form, async (values) => {
    await api.post<SellerApplication>('/seller/application', values);
    toast.success(t('seller.apply.sent'));
    await revalidator.revalidate();
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6" data-testid="seller-apply">
        <fieldset className={`${card} grid gap-4 p-5 sm:grid-cols-2`}>
          <legend className="px-1 text-base font-bold text-fg">{t('seller.apply.shop')}</legend>
          <TextField name="shopName" label={t('seller.apply.shopName')} />
          <TextField name="taxCode" label={t('seller.apply.taxCode')} hint={t('seller.apply.taxCodeHint')} />
          <TextField name="address" label={t('seller.apply.address')} className="sm:col-span-2" />
          <PlaceFields />
          <TextField name="phone" label={t('seller.apply.phone')} />
          <TextField name="email" label={t('seller.apply.email')} />
          <TextField name="description" multiline label={t('seller.apply.description')} className="sm:col-span-2" />
        </fieldset>
        <fieldset className={`${card} grid gap-4 p-5 sm:grid-cols-3`}>
          <legend className="px-1 text-base font-bold text-fg">{t('seller.apply.payout')}</legend>
          <TextField name="bankName" label={t('seller.apply.bankName')} />
          <TextField name="bankAccountNumber" label={t('seller.apply.bankAccountNumber')} />
          <TextField name="bankAccountName" label={t('seller.apply.bankAccountName')} />
        </fieldset>
        <button type="submit" className={btnPrimary} disabled={busy} data-testid="seller-apply-submit">
          {previous ? t('seller.apply.resubmit') : t('seller.apply.submit')}
        </button>
      </form>
    </FormProvider>
  );
}

function pick(a: SellerApplication): SellerApplicationForm {
  return {
    shopName: a.shopName,
    taxCode: a.taxCode,
    address: a.address,
    provinceCode: a.provinceCode,
    wardCode: a.wardCode,
    phone: a.phone,
    email: a.email,
    bankName: a.bankName,
    bankAccountNumber: a.bankAccountNumber,
    bankAccountName: a.bankAccountName,
    description: a.description,
  };
}

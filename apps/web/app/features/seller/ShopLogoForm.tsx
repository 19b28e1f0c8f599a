import { isApiError } from '@sen/core/api-client';
import type { SellerApplication } from '@sen/core/sellers/index';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { btnPrimary, card } from '../admin/kit/classes';
import { SingleImageField } from '../admin/kit/ImageUploader';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';

/** The approved seller's shop settings: the logo on their shop page (image pipeline on the server). */
export function ShopLogoForm({ application }: { application: SellerApplication }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [logo, setLogo] = useState<File | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (logo === undefined) return;
    setBusy(true);
    try {
      if (logo) {
        const form = new FormData();
        form.append('logo', logo);
        await api.post<SellerApplication>('/seller/shop/logo', form);
      } else await api.delete<SellerApplication>('/seller/shop/logo');
      setLogo(undefined);
      toast.success(t('seller.shop.saved'));
      await revalidator.revalidate();
    } catch (err) {
      const field = isApiError(err) ? err.fieldErrors.find((e) => e.field === 'logo')?.message : undefined;
      toast.error(field ?? (err instanceof Error ? err.message : t('seller.shop.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${card} p-5`} data-testid="seller-shop-settings">
      <h2 className="mb-3 text-lg font-bold text-fg">{t('seller.shop.title')}</h2>
      <SingleImageField
        label={t('seller.shop.logo')}
        current={application.logo}
        value={logo}
        onChange={setLogo}
        testId="seller-logo"
      />
      <button
        type="button"
        className={`${btnPrimary} mt-4`}
        disabled={busy || logo === undefined}
        onClick={() => void save()}
        data-testid="seller-logo-save"
      >
        {t('seller.shop.save')}
      </button>
    </section>
  );
}

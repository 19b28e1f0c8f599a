import { useRouteLoaderData } from 'react-router';
import { PageHeader } from '../features/admin/kit/PageHeader';
import { useT } from '../features/i18n/LanguageProvider';
import { ApplicationStatus } from '../features/seller/ApplicationStatus';
import type { loadSellerLayout } from '../features/seller/seller-loader';

export default function SellerApplicationRoute() {
  const t = useT();
  const layout = useRouteLoaderData<Awaited<ReturnType<typeof loadSellerLayout>>>('routes/seller.layout');
  const application = layout?.application ?? null;
  return (
    <div className="space-y-6">
      <PageHeader title={t('seller.apply.title')} lead={t('seller.apply.lead')} />
      {application && <ApplicationStatus application={application} />}
    </div>
  );
}

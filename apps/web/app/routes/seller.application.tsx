import { useRouteLoaderData } from 'react-router';
import { PageHeader } from '../features/admin/kit/PageHeader';
import { useAuth } from '../features/auth/AuthProvider';
import { useT } from '../features/i18n/LanguageProvider';
import { ApplicationForm } from '../features/seller/ApplicationForm';
import { ApplicationStatus } from '../features/seller/ApplicationStatus';
import type { loadSellerLayout } from '../features/seller/seller-loader';

/** /seller: apply to sell, or see where the application stands (a rejected one may be sent again). */
export default function SellerApplicationRoute() {
  const t = useT();
  const { user } = useAuth();
  const layout = useRouteLoaderData<Awaited<ReturnType<typeof loadSellerLayout>>>('routes/seller.layout');
  const application = layout?.application ?? null;
  const canApply = !application || application.status === 'rejected';
  return (
    <div className="space-y-6">
      <PageHeader title={t('seller.apply.title')} lead={application ? undefined : t('seller.apply.lead')} />
      {application && <ApplicationStatus application={application} />}
      {canApply && <ApplicationForm previous={application} email={user?.email ?? ''} />}
    </div>
  );
}

import { PageHeader } from '../features/admin/kit/PageHeader';
import { useT } from '../features/i18n/LanguageProvider';

/** Part B of issue 18 (branch h/sellerops) replaces this route file with the real screen. */
export default function SellerDashboard() {
  const t = useT();
  return <PageHeader title={t('seller.nav.dashboard')} />;
}

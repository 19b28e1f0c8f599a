import { PageHeader } from '../features/admin/kit/PageHeader';
import { useT } from '../features/i18n/LanguageProvider';

export default function SellerPage() {
  const t = useT();
  return <PageHeader title={t('seller.nav.analytics')} />;
}

import { AnalyticsPage } from '../features/seller/AnalyticsPage';

export default function SellerAnalytics() {
  return <AnalyticsPage />;
}

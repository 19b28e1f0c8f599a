import { SellerDashboardPage } from '../features/seller-ops/SellerDashboardPage';

export default function SellerDashboard() {
  return <SellerDashboardPage />;
}

import { SellerDashboardPage } from '../features/seller/SellerDashboardPage';

export default function SellerDashboard() {
  return <SellerDashboardPage />;
}

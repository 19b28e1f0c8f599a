import { SellerOrdersPage } from '../features/seller-ops/SellerOrdersPage';

export default function SellerOrders() {
  return <SellerOrdersPage />;
}

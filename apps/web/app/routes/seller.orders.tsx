import { SellerOrdersPage } from '../features/seller/SellerOrdersPage';

export default function SellerOrders() {
  return <SellerOrdersPage />;
}

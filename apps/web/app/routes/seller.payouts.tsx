import { SellerPayoutsPage } from '../features/seller-ops/SellerPayoutsPage';

export default function SellerPayouts() {
  return <SellerPayoutsPage />;
}

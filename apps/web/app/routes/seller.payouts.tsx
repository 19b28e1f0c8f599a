import { SellerPayoutsPage } from '../features/seller/SellerPayoutsPage';

export default function SellerPayouts() {
  return <SellerPayoutsPage />;
}

import { ProductsPage } from '../features/admin/catalog/ProductsPage';
import { SellerCatalogScope } from '../features/admin/catalog/scope';

/** The seller's own products: the admin's product list in seller scope (issue 18). */
export default function SellerProducts() {
  return (
    <SellerCatalogScope>
      <ProductsPage />
    </SellerCatalogScope>
  );
}

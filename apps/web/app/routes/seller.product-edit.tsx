import { useParams } from 'react-router';
import { ProductEditPage } from '../features/admin/catalog/ProductEditPage';
import { SellerCatalogScope } from '../features/admin/catalog/scope';

/** A seller's product form: the admin's product form in seller scope (issue 18). */
export default function SellerProductEdit() {
  const { id } = useParams();
  return (
    <SellerCatalogScope>
      <ProductEditPage key={id ?? 'new'} id={id ?? null} />
    </SellerCatalogScope>
  );
}

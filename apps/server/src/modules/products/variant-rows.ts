import type { Insertable, Selectable } from 'kysely';
import type { ProductsTable } from '../../db/schema';
import type { ProductCategoriesTable, ProductVariantsTable } from '../../db/tables/catalogue';

type ProductLike = Pick<Selectable<ProductsTable>, 'id' | 'sku' | 'price' | 'created_at' | 'updated_at'> & {
  compare_price?: number | null;
  category_id?: string | null;
  quantity?: number;
};

/** The one variant of a product without options: its SKU, price and stock (migration 0009 does the same). */
export function defaultVariantRow(p: ProductLike): Insertable<ProductVariantsTable> {
  return {
    id: `v-${p.id}`,
    product_id: p.id,
    name: '',
    sku: p.sku,
    price: p.price,
    compare_price: p.compare_price ?? null,
    quantity: p.quantity ?? 0,
    image: '',
    option_values: '[]',
    position: 0,
    is_default: 1,
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}

/** Rows for products inserted directly (seed): the default variant and the primary category. */
export function catalogueRowsOf(products: readonly ProductLike[]): {
  variants: Insertable<ProductVariantsTable>[];
  categories: ProductCategoriesTable[];
} {
  return {
    variants: products.map(defaultVariantRow),
    categories: products.flatMap((p) => (p.category_id ? [{ product_id: p.id, category_id: p.category_id, position: 0 }] : [])),
  };
}

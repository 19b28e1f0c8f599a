import type { Product } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProductRow } from '../catalog/mappers';
import { productSelect, withImages } from '../catalog/queries';

/** Full products for ids, in the ids' order (category, brand and images in two more queries). */
export async function productsByIds(
  db: Kysely<Database>,
  ids: string[],
  /** The listing snapshot's flag (snapshotHasVariants): saves the product_options query. */
  hasVariants?: (id: string) => boolean | undefined,
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = (await productSelect(db).where('p.id', 'in', ids).execute()) as ProductRow[];
  const products = await withImages(db, rows, hasVariants);
  const byId = new Map(products.map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findProduct(db: Kysely<Database>, idOrSlug: string): Promise<Product | null> {
  const row = (await productSelect(db)
    .where((eb) => eb.or([eb('p.slug', '=', idOrSlug), eb('p.id', '=', idOrSlug)]))
    .executeTakeFirst()) as ProductRow | undefined;
  if (!row) return null;
  const [product] = await withImages(db, [row]);
  return product ?? null;
}

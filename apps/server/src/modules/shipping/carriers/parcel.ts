import { parcelGrams, weightInKg } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** The weight of the goods of an order form, from the products' own weights (core parcelGrams, as the checkout page counts it). */
export async function itemsGrams(
  db: Kysely<Database>,
  items: readonly { productId?: string; courseId?: string; quantity: number }[],
): Promise<number> {
  const ids = [...new Set(items.flatMap((i) => (i.productId && !i.courseId ? [i.productId] : [])))];
  const rows = ids.length
    ? await db
        .selectFrom('products')
        .select(['id', 'slug', 'weight_value', 'weight_unit'])
        .where((eb) => eb.or([eb('id', 'in', ids), eb('slug', 'in', ids)]))
        .execute()
    : [];
  return parcelGrams(
    items.map((i) => {
      const p = rows.find((r) => r.id === i.productId || r.slug === i.productId);
      const kg = p ? weightInKg(p.weight_value === null ? null : Number(p.weight_value), p.weight_unit) : null;
      return { weightKg: kg, quantity: i.quantity, kind: i.courseId ? 'course' : 'product' };
    }),
  );
}

import type { HomeData, Language } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { translate } from '../../lib/translations';
import { toCategory } from '../catalog/mappers';
import { productSelect, withImagesSummary } from '../catalog/queries';

const STRIP_SIZE = 8;

export async function loadHome(db: Kysely<Database>, lang: Language = 'vi', now = new Date().toISOString()): Promise<HomeData> {
  const [banners, categories, best, sale, fresh, testimonials] = await Promise.all([
    db.selectFrom('banners').selectAll().where('is_active', '=', 1).orderBy('display_order').execute(),
    db
      .selectFrom('categories')
      .selectAll()
      .where('is_active', '=', 1)
      .orderBy('display_order')
      .orderBy('name_folded')
      .limit(12)
      .execute(),
    productSelect(db).where('p.is_bestseller', '=', 1).orderBy('p.sold', 'desc').limit(STRIP_SIZE).execute(),
    productSelect(db)
      .where('p.is_on_sale', '=', 1)
      .where((eb) => eb.or([eb('p.sale_start', 'is', null), eb('p.sale_start', '<=', now)]))
      // A sale without an end runs until staff stop it (isSaleActive in packages/core).
      .where((eb) => eb.or([eb('p.sale_end', 'is', null), eb('p.sale_end', '>', now)]))
      .orderBy('p.sale_percentage', 'desc')
      .limit(STRIP_SIZE)
      .execute(),
    productSelect(db).where('p.is_new', '=', 1).orderBy('p.created_at', 'desc').limit(STRIP_SIZE).execute(),
    db.selectFrom('testimonials').selectAll().where('is_active', '=', 1).orderBy('display_order').execute(),
  ]);
  const [bestSellers, onSale, newArrivals] = await Promise.all([
    withImagesSummary(db, best),
    withImagesSummary(db, sale),
    withImagesSummary(db, fresh),
  ]);
  return {
    banners: banners.map((b) =>
      translate(
        {
          id: b.id,
          title: b.title,
          description: b.description,
          imageMobile: b.image_mobile,
          imageDesktop: b.image_desktop,
          link: b.link,
        },
        b.translations,
        lang,
        ['title', 'description'],
      ),
    ),
    categories: categories.map((c) => toCategory(c, 0, lang)),
    products: { bestSellers, onSale, newArrivals },
    testimonials: testimonials.map((t) => ({
      id: t.id,
      name: t.name,
      role: t.role,
      avatar: t.avatar,
      content: t.content,
      rating: t.rating,
    })),
  };
}

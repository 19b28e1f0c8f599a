import type { HomeData, Language } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toCategory } from '../catalog/mappers';
import { productSelect, withImagesSummary } from '../catalog/queries';
import { activeTestimonials, showingBanners, toBannerSlide, toTestimonial } from '../content/queries';

const STRIP_SIZE = 8;

export async function loadHome(db: Kysely<Database>, lang: Language = 'vi', now = new Date().toISOString()): Promise<HomeData> {
  const [banners, categories, best, sale, fresh, testimonials] = await Promise.all([
    showingBanners(db, now).execute(),
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
    activeTestimonials(db).execute(),
  ]);
  const [bestSellers, onSale, newArrivals] = await Promise.all([
    withImagesSummary(db, best),
    withImagesSummary(db, sale),
    withImagesSummary(db, fresh),
  ]);
  return {
    banners: banners.map((b) => toBannerSlide(b, lang)),
    categories: categories.map((c) => toCategory(c, 0, lang)),
    products: { bestSellers, onSale, newArrivals },
    testimonials: testimonials.map((t) => toTestimonial(t, lang)),
  };
}

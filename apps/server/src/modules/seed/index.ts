import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Storage, uploadsDir } from '../../lib/storage';
import { localStorage } from '../../lib/storage/local';
import { recomputeSellerRating } from '../reviews/aggregates';
import { seedSellers } from '../sellers/seed';
import { seedStores } from '../stores/seed';
import { seedAddresses } from './addresses';
import { seedCommerce } from './commerce';
import { contentImages, seedContent } from './content';
import { courseImages, seedCourses } from './courses';
import { type ImageFile, writeImages } from './images';
import { demoProductImages, seedProducts } from './products';
import { reviewerImages, seedReviews } from './reviews';
import { seedTaxonomy, taxonomyImages } from './taxonomy';
import { seedTranslations } from './translations';
import { seedUsers, userImages } from './users';

export { isDatabaseEmpty } from './empty';
export { seedLargeCatalogue } from './large';
export { DEMO_PASSWORD } from './users';

export interface SeedOptions {
  dataDir: string;
  /** Write the generated SVG pictures under demo/ of the storage (default true; tests turn it off). */
  images?: boolean;
  /** Where the pictures go (default: the data folder's uploads). */
  storage?: Storage;
  log?: (msg: string) => void;
}

export function demoImages(): ImageFile[] {
  return [
    ...taxonomyImages(),
    ...demoProductImages(),
    ...userImages(),
    ...reviewerImages(),
    ...courseImages(),
    ...contentImages(),
  ];
}

/**
 * Inserts whatever part of the demo data is missing, keyed by slug, code, email or key,
 * in one transaction. Existing rows are never modified, so a second run changes nothing
 * and edits made in the admin area survive. Returns the rows inserted per table.
 */
export async function seedDemo(db: Kysely<Database>, opts: SeedOptions): Promise<Record<string, number>> {
  const log = opts.log ?? (() => {});
  const now = new Date();
  const stamp = now.toISOString();
  const counts: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    Object.assign(counts, await seedTaxonomy(trx, stamp));
    Object.assign(counts, await seedProducts(trx, now));
    Object.assign(counts, await seedAddresses(trx));
    Object.assign(counts, await seedCommerce(trx, stamp));
    Object.assign(counts, await seedUsers(trx, stamp));
    Object.assign(counts, await seedReviews(trx, now));
    Object.assign(counts, await seedCourses(trx, now));
    Object.assign(counts, await seedContent(trx, now));
    Object.assign(counts, await seedTranslations(trx));
    Object.assign(counts, await seedStores(trx, stamp));
    // Issue 18: two approved demo sellers with a few products each.
    Object.assign(counts, await seedSellers(trx, stamp));
    // Their shops' ratings from the demo reviews of the products they were given (decision 0295).
    if (counts.sellers)
      for (const s of await trx.selectFrom('sellers').select('id').execute()) await recomputeSellerRating(trx, s.id);
  });
  const inserted = Object.values(counts).reduce((a, b) => a + b, 0);
  log(inserted === 0 ? 'Demo data already present; nothing to insert.' : `Inserted ${inserted} demo rows.`);
  if (opts.images !== false) {
    const storage = opts.storage ?? localStorage(uploadsDir(opts.dataDir));
    const written = await writeImages(storage, demoImages());
    log(`Wrote ${written} demo images to ${storage.kind === 'local' ? `${opts.dataDir}/uploads/demo` : 'the bucket'}.`);
  }
  return counts;
}

import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { DEMO_PASSWORD } from '../seed/demo-password';
import type { Db } from '../seed/util';

/** The two demo sellers (README demo accounts): approved shops with a few demo products each. */
const SELLERS = [
  {
    email: 'seller1@sen.local',
    first: 'Minh',
    last: 'Hoàng',
    phone: '0908111222',
    shop: 'Gian hàng Minh Phát',
    slug: 'minh-phat',
    tax: '0101248141',
    description: 'Phụ kiện điện thoại và âm thanh chính hãng, giao nhanh từ Hà Nội.',
    province: '01',
    ward: '00004',
    commission: 1000,
  },
  {
    email: 'seller2@sen.local',
    first: 'Thảo',
    last: 'Lý',
    phone: '0909333444',
    shop: 'Thảo Tech Store',
    slug: 'thao-tech',
    tax: '0100109106',
    description: 'Laptop, máy tính bảng và đồ công nghệ cho sinh viên, bảo hành tận tâm.',
    province: '01',
    ward: '00004',
    commission: null,
  },
] as const;

/** Products per demo seller: demo catalogue products handed to the shop (their images are the seed's own). */
const PER_SELLER = 3;

/**
 * Seeds seller1@ and seller2@ (the demo password), their approved shops and a few published demo
 * products each. Like the rest of the seed, existing rows are left alone.
 */
export async function seedSellers(db: Db, now: string): Promise<{ sellers: number }> {
  let inserted = 0;
  for (const [i, s] of SELLERS.entries()) {
    const exists = await db.selectFrom('users').select('id').where('email', '=', s.email).executeTakeFirst();
    if (exists) continue;
    const [province, ward] = await Promise.all([
      db.selectFrom('provinces').select(['code', 'name']).where('code', '=', s.province).executeTakeFirst(),
      db.selectFrom('wards').select(['code', 'name']).where('code', '=', s.ward).executeTakeFirst(),
    ]);
    if (!province || !ward) continue;
    const userId = randomUUID();
    await db
      .insertInto('users')
      .values({
        id: userId,
        email: s.email,
        username: s.email.split('@')[0]!,
        password_hash: await hash(DEMO_PASSWORD),
        first_name: s.first,
        last_name: s.last,
        phone: s.phone,
        role: 'seller',
        status: 'active',
        avatar: '',
        is_verified: 1,
        gender: null,
        date_of_birth: null,
        preferences: JSON.stringify({ language: 'vi', currency: 'VND', theme: 'light', notifications: { email: true } }),
        last_login: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const sellerId = randomUUID();
    await db
      .insertInto('sellers')
      .values({
        id: sellerId,
        user_id: userId,
        shop_name: s.shop,
        slug: s.slug,
        tax_code: s.tax,
        address: `${10 + i} Lê Lợi`,
        province_code: province.code,
        province_name: province.name,
        ward_code: ward.code,
        ward_name: ward.name,
        phone: s.phone,
        email: s.email,
        bank_name: 'Vietcombank',
        bank_account_number: `00110044556${i}`,
        bank_account_name: `${s.last} ${s.first}`.toUpperCase(),
        description: s.description,
        logo: '',
        status: 'approved',
        review_note: '',
        commission_bp: s.commission,
        rating_average: 0,
        rating_count: 0,
        approved_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const products = await db
      .selectFrom('products')
      .select('id')
      .where('status', '=', 'published')
      .where('seller_id', 'is', null)
      .orderBy('slug', 'desc')
      .offset(i * PER_SELLER)
      .limit(PER_SELLER)
      .execute();
    if (products.length)
      await db
        .updateTable('products')
        .set({ seller_id: sellerId, seller_review: 'approved', seller_review_note: '' })
        .where(
          'id',
          'in',
          products.map((p) => p.id),
        )
        .execute();
    inserted += 1;
  }
  return { sellers: inserted };
}

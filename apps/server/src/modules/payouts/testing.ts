/* Helpers for the seller operations tests (imported by tests only): sellers and their products straight in the database. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SellerStatus } from '../../db/tables/sellers';
import { bearer, createUser, login } from '../auth/testing';
import { addProduct, type ProductSpec } from '../orders/testing';

export interface TestSeller {
  id: string;
  userId: string;
  email: string;
  auth: Record<string, string>;
}

/** An account with the seller role and its shop (approved unless told). */
export async function createSeller(
  app: FastifyInstance,
  opts: { status?: SellerStatus; commissionBp?: number | null; name?: string } = {},
): Promise<TestSeller> {
  const status = opts.status ?? 'approved';
  const user = await createUser(app, { role: status === 'approved' ? 'seller' : 'customer' });
  const id = randomUUID();
  const now = new Date().toISOString();
  const name = opts.name ?? `Shop ${id.slice(0, 6)}`;
  await app.db
    .insertInto('sellers')
    .values({
      id,
      user_id: user.id,
      shop_name: name,
      slug: `shop-${id.slice(0, 8)}`,
      tax_code: '0101243150',
      address: '1 Tràng Tiền',
      province_code: '01',
      province_name: 'Hà Nội',
      ward_code: '00004',
      ward_name: 'Ba Đình',
      phone: '0912345678',
      email: user.email,
      bank_name: 'Vietcombank',
      bank_account_number: '0011001234567',
      bank_account_name: 'NGUYEN VAN AN',
      description: '',
      logo: '',
      status,
      review_note: '',
      commission_bp: opts.commissionBp ?? null,
      rating_average: 0,
      rating_count: 0,
      approved_at: status === 'approved' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const auth = bearer((await login(app, user.email)).token);
  return { id, userId: user.id, email: user.email, auth };
}

/** A published product of a seller (approved by the shop), in a category when given. */
export async function addSellerProduct(
  app: FastifyInstance,
  sellerId: string | null,
  spec: ProductSpec & { categoryId?: string } = {},
): Promise<{ id: string; slug: string; name: string }> {
  const p = await addProduct(app, spec);
  await app.db
    .updateTable('products')
    .set({ seller_id: sellerId, seller_review: sellerId ? 'approved' : null, category_id: spec.categoryId ?? null } as never)
    .where('id', '=', p.id)
    .execute();
  return p;
}

export async function addCategory(app: FastifyInstance, name = 'Phụ kiện'): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await app.db
    .insertInto('categories')
    .values({ id, name, name_folded: name.toLowerCase(), slug: `c-${id.slice(0, 8)}`, created_at: now, updated_at: now } as never)
    .execute();
  return id;
}

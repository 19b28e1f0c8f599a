import type { CustomerDetail, CustomerListQuery, CustomerNote, CustomerRow } from '@sen/core';
import { foldedWords } from '@sen/core/text';
import { type Kysely, sql } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';
import { paginate } from '../../lib/pagination';
import { toUser } from '../auth/users';
import { listQuery as addressQuery, toAddress } from '../me/addresses';
import { refreshCustomerSearch } from './search';

type Db = Kysely<Database>;

/** Orders that count as money spent: paid, and not undone since. */
const UNDONE = ['cancelled', 'refunded', 'failed'];

const SORT_COLUMNS = {
  createdAt: ['u.created_at'],
  name: ['u.last_name', 'u.first_name'],
  email: ['u.email'],
  lastLogin: ['u.last_login'],
} as const;

/** Order count and money spent per account, for the accounts given. */
async function spending(db: Db, ids: string[]): Promise<Map<string, { orderCount: number; totalSpent: number }>> {
  const out = new Map<string, { orderCount: number; totalSpent: number }>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'user_id',
      eb.fn.countAll<number | string>().as('n'),
      sql<
        number | string | null
      >`sum(case when paid_at is not null and status not in (${sql.join(UNDONE)}) then total else 0 end)`.as('spent'),
    ])
    .where('user_id', 'in', ids)
    .groupBy('user_id')
    .execute();
  for (const r of rows) if (r.user_id) out.set(r.user_id, { orderCount: Number(r.n), totalSpent: Number(r.spent ?? 0) });
  return out;
}

function toRow(u: UsersTable, s: { orderCount: number; totalSpent: number } | undefined): CustomerRow {
  return { ...toUser(u), orderCount: s?.orderCount ?? 0, totalSpent: s?.totalSpent ?? 0 };
}

/** The staff customer list: accounts with the customer role, searched accent-free, filtered, sorted, paged. */
export async function listCustomers(db: Db, q: CustomerListQuery) {
  const words = q.search ? foldedWords(q.search) : [];
  if (words.length) await refreshCustomerSearch(db);
  let base = db.selectFrom('users as u').where('u.role', '=', 'customer');
  if (q.status) base = base.where('u.status', '=', q.status);
  if (q.verified) base = base.where('u.is_verified', '=', q.verified === 'yes' ? 1 : 0);
  if (words.length) {
    base = base
      .innerJoin('customer_search as cs', 'cs.user_id', 'u.id')
      .where((eb) => eb.and(words.map((w) => eb('cs.folded', 'like', `%${w}%`))));
  }
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  let page = base.selectAll('u');
  for (const c of SORT_COLUMNS[q.sort]) page = page.orderBy(c, q.order);
  const rows = await page
    .orderBy('u.id', q.order)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  const spent = await spending(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toRow(r, spent.get(r.id))), pagination: paginate(Number(total.n), q.page, q.limit) };
}

export async function listNotes(db: Db, userId: string): Promise<CustomerNote[]> {
  const rows = await db
    .selectFrom('customer_notes as n')
    .leftJoin('users as a', 'a.id', 'n.author_id')
    .select(['n.id', 'n.body', 'n.author_id', 'n.author_email', 'n.created_at', 'a.first_name', 'a.last_name'])
    .where('n.user_id', '=', userId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    body: r.body,
    author: {
      _id: r.author_id,
      name: [r.last_name, r.first_name].filter(Boolean).join(' ') || r.author_email,
    },
    createdAt: r.created_at,
  }));
}

/** One customer with their orders (newest 50), addresses, reviews (newest 50) and staff notes. */
export async function customerDetail(db: Db, user: UsersTable): Promise<CustomerDetail> {
  const [spent, orders, addresses, reviews, notes] = await Promise.all([
    spending(db, [user.id]),
    db
      .selectFrom('orders')
      .select(['id', 'code', 'status', 'payment_status', 'total', 'item_count', 'created_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),
    addressQuery(db, user.id).orderBy('a.is_default', 'desc').orderBy('a.created_at', 'desc').execute(),
    db
      .selectFrom('reviews as r')
      .leftJoin('products as p', 'p.id', 'r.product_id')
      .select(['r.id', 'r.rating', 'r.title', 'r.body', 'r.status', 'r.created_at', 'p.name', 'p.slug'])
      .where('r.user_id', '=', user.id)
      .orderBy('r.created_at', 'desc')
      .limit(50)
      .execute(),
    listNotes(db, user.id),
  ]);
  return {
    customer: toRow(user, spent.get(user.id)),
    orders: orders.map((o) => ({
      _id: o.id,
      code: o.code,
      status: o.status,
      paymentStatus: o.payment_status,
      total: Number(o.total),
      itemCount: o.item_count,
      createdAt: o.created_at,
    })),
    addresses: addresses.map((r) => {
      const a = toAddress(r);
      return {
        _id: a._id,
        fullName: a.fullName,
        phone: a.phone,
        line: [a.address, a.wardName, a.provinceName].filter(Boolean).join(', '),
        isDefault: a.isDefault,
      };
    }),
    reviews: reviews.map((r) => ({
      _id: r.id,
      rating: r.rating,
      title: r.title,
      body: r.body,
      status: r.status,
      product: { name: r.name ?? '', slug: r.slug ?? '' },
      createdAt: r.created_at,
    })),
    notes,
  };
}

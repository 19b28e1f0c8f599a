import { randomUUID } from 'node:crypto';
import { foldText } from '@sen/core';
import type { Insertable } from 'kysely';
import type { OrderItemsTable, OrderStatusHistoryTable, OrdersTable } from '../../db/tables/commerce';
import { type Db, insertRows, intBetween, pick, rng } from './util';

/** Generated orders carry this e-mail domain: a second run counts them and only tops up. */
export const GENERATED_ORDER_DOMAIN = 'gen.sen.vn';
const CHUNK = 5_000;
const CUSTOMERS = 200_000;

const LAST = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Thanh', 'Hữu', 'Đức', 'Thu', 'Gia', 'Quốc'];
const FIRST = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Hà',
  'Hạnh',
  'Hùng',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Nhung',
  'Phúc',
  'Quân',
  'Sơn',
  'Tâm',
  'Thảo',
  'Trang',
  'Tuấn',
  'Vy',
  'Yến',
];

/** How often each status occurs in a shop that has run for two years. */
const STATUS_WEIGHTS: [string, number][] = [
  ['completed', 55],
  ['delivered', 10],
  ['cancelled', 10],
  ['processing', 6],
  ['shipped', 5],
  ['pending', 5],
  ['pendingPayment', 2],
  ['paymentReceived', 2],
  ['refunded', 2],
  ['onHold', 1],
  ['failed', 1],
  ['readyForPickup', 0.5],
  ['pickedUp', 0.5],
];
const WEIGHT_SUM = STATUS_WEIGHTS.reduce((s, [, w]) => s + w, 0);

function statusOf(r: number): string {
  let x = r * WEIGHT_SUM;
  for (const [status, w] of STATUS_WEIGHTS) {
    x -= w;
    if (x < 0) return status;
  }
  return 'completed';
}

const PAID = new Set(['completed', 'delivered', 'paymentReceived', 'refunded', 'pickedUp']);
const SHIPPING: Record<string, string> = {
  shipped: 'shipped',
  delivered: 'delivered',
  completed: 'delivered',
  pickedUp: 'pickedUp',
  readyForPickup: 'readyForPickup',
};

/** A customer (#1..CUSTOMERS) always has the same name and phone, so phone searches find several orders. */
function customer(n: number) {
  const rand = rng(n * 97_531);
  const fullName = `${pick(rand, LAST)} ${pick(rand, MIDDLE)} ${pick(rand, FIRST)}`;
  const phone = `09${String(10_000_000 + ((n * 7_919) % 89_999_999)).padStart(8, '0')}`;
  return { fullName, phone, email: `khach${n}@${GENERATED_ORDER_DOMAIN}` };
}

/**
 * Ensures `count` generated orders exist (issue 13's speed check on 1,000,000 orders): customers
 * from a pool of 200,000, statuses as a running shop has them, spread over two years, one line
 * each from the catalogue, with a history row. Codes SEN-YYMMDD-G… never clash with real ones.
 */
export async function seedLargeOrders(db: Db, opts: { orders: number; log?: (m: string) => void }): Promise<number> {
  const log = opts.log ?? (() => {});
  const have = Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', 'like', `%@${GENERATED_ORDER_DOMAIN}`)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'sku', 'price', 'thumbnail'])
    .limit(2_000)
    .execute();
  const provinces = await db.selectFrom('provinces').select(['code', 'name']).execute();
  const payments = await db.selectFrom('payment_methods').select(['code', 'name']).execute();
  const shipping = await db.selectFrom('shipping_methods').select(['code', 'name', 'carrier']).execute();
  if (!products.length) throw new Error('seed products first: generated orders need something to sell');
  const now = Date.now();
  const span = 730 * 86_400_000;
  let added = 0;
  for (let start = have + 1; start <= opts.orders; start += CHUNK) {
    const end = Math.min(opts.orders, start + CHUNK - 1);
    const orders: Insertable<OrdersTable>[] = [];
    const items: Insertable<OrderItemsTable>[] = [];
    const history: Insertable<OrderStatusHistoryTable>[] = [];
    for (let i = start; i <= end; i++) {
      const rand = rng(i * 2_246_822_519);
      const who = customer(intBetween(rand, 1, CUSTOMERS));
      const product = pick(rand, products);
      const quantity = intBetween(rand, 1, 3);
      const subtotal = Number(product.price) * quantity;
      const tax = Math.round(subtotal * 0.1);
      const fee = subtotal >= 500_000 ? 0 : 30_000;
      const total = subtotal + tax + fee;
      const status = statusOf(rand());
      const created = new Date(now - Math.floor(rand() * span)).toISOString();
      const province = provinces.length ? pick(rand, provinces) : null;
      const pay = payments.length ? pick(rand, payments) : { code: 'COD', name: 'COD' };
      const ship = shipping.length ? pick(rand, shipping) : { code: 'STANDARD', name: 'Tiêu chuẩn', carrier: '' };
      const id = randomUUID();
      const day = created.slice(2, 10).replace(/-/g, '');
      orders.push({
        id,
        code: `SEN-${day}-G${i.toString(36).toUpperCase().padStart(4, '0')}`,
        user_id: null,
        status,
        payment_status: PAID.has(status) ? 'paid' : status === 'failed' ? 'failed' : 'pending',
        shipping_status: SHIPPING[status] ?? 'notShipped',
        full_name: who.fullName,
        search_name: foldText(who.fullName),
        email: who.email,
        phone: who.phone,
        address: `${intBetween(rand, 1, 300)} Lê Lợi`,
        province_code: province?.code ?? null,
        province_name: province?.name ?? '',
        ward_code: null,
        ward_name: '',
        notes: '',
        shipping_method_code: ship.code,
        shipping_method_name: ship.name,
        shipping_carrier: ship.carrier,
        shipping_estimate: null,
        payment_method_code: pay.code,
        payment_method_name: pay.name,
        payment_details: '{}',
        subtotal,
        tax,
        shipping_fee: fee,
        shipping_discount: 0,
        discount: 0,
        handling_fee: 0,
        total,
        item_count: quantity,
        coupon_code: null,
        requires_shipping: 1,
        stock_released: status === 'cancelled' ? 1 : 0,
        tracking_number: SHIPPING[status] === 'shipped' || SHIPPING[status] === 'delivered' ? `GHN${i}` : null,
        tracking_url: null,
        language: 'vi',
        paid_at: PAID.has(status) ? created : null,
        created_at: created,
        updated_at: created,
      });
      items.push({
        id: randomUUID(),
        order_id: id,
        position: 0,
        kind: 'product',
        product_id: product.id,
        course_id: null,
        name: product.name,
        slug: product.slug,
        sku: product.sku,
        image: product.thumbnail,
        unit_price: Number(product.price),
        compare_price: null,
        quantity,
        line_total: subtotal,
        attributes: '[]',
      });
      history.push({ id: randomUUID(), order_id: id, status, note: '', actor: 'system', created_at: created });
    }
    await db.transaction().execute(async (trx) => {
      await insertRows(trx, 'orders', orders);
      await insertRows(trx, 'order_items', items);
      await insertRows(trx, 'order_status_history', history);
    });
    added += orders.length;
    if (end % 50_000 === 0 || end === opts.orders)
      log(`  ${end.toLocaleString('en')} / ${opts.orders.toLocaleString('en')} generated orders`);
  }
  return added;
}

import { createDb } from './src/db/connection';
import { buildSnapshot, sortAll } from './src/modules/products/snapshot';
const conn = createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR! });
for (let k = 0; k < 3; k++) {
  let t = performance.now();
  const rows = await conn.db.selectFrom('products').select(['id','category_id','brand_id','price','rating_average','rating_count','quantity','sold','created_at','is_on_sale','sale_start','sale_end','is_new','is_bestseller','name_folded']).where('status','=','published').execute();
  const q = performance.now() - t;
  t = performance.now();
  const s = await buildSnapshot(conn.db, 'x');
  const b = performance.now() - t;
  t = performance.now();
  sortAll(s);
  console.log(conn.dialect, `query ${q.toFixed(0)} build ${b.toFixed(0)} sorts ${(performance.now() - t).toFixed(0)} ms`, rows.length);
}
await conn.close();

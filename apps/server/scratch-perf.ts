// Scratch: cold (uncached) latency of listing and search on a seeded 100k DB.
import { buildApp } from './src/app';
import { loadConfig } from './src/config';
import { createDb } from './src/db/connection';

const url = process.env.DATABASE_URL;
const conn = createDb({ databaseUrl: url, dataDir: process.env.DATA_DIR! });
const config = { ...loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' }) };
const app = await buildApp({ config, db: conn.db, dialect: conn.dialect, web: false });
await app.ready();
const tb = performance.now();
await app.inject({ method: 'GET', url: '/api/v1/products' });
console.log(`first request (snapshot build) ${(performance.now() - tb).toFixed(0)} ms`);

const cats = ['smartphones', 'laptops', 'tablets', 'accessories', 'smartwatches', 'cameras', 'audio', 'gaming'];
const brands = ['apple', 'samsung', 'xiaomi', 'sony', 'lg', 'dell', 'hp', 'lenovo', 'asus', 'acer'];
const sorts = ['popularity', 'newest', 'rating', 'price-asc', 'price-desc'];
const words = ['dien thoai', 'Điện thoại Samsung', 'laptop dell', 'tai nghe', 'xanh', 'galaxy', 'may anh sony', 'đồng hồ', 'iphone', 'pro max', 'ban phim', 'den', 'macbook air'];
const pick = <T>(a: T[]) => a[Math.floor(Math.random() * a.length)]!;

const groups: Record<string, () => string> = {
  'two filters': () => `category=${pick(cats)}&brand=${pick(brands)}&sort=${pick(sorts)}&page=${1 + Math.floor(Math.random() * 3)}`,
  'many filters': () => `category=${pick(cats)}&min_price=${pick([0, 500000, 1000000])}&max_price=${pick([5000000, 20000000])}&rating=${pick([3, 4])}&in_stock=true&sort=${pick(sorts)}`,
  'no filter, deep page': () => `sort=${pick(sorts)}&page=${1 + Math.floor(Math.random() * 2000)}`,
  'search q': () => `q=${encodeURIComponent(pick(words))}&sort=${pick(sorts)}`,
  'search q + filters': () => `q=${encodeURIComponent(pick(words))}&category=${pick(cats)}&in_stock=true`,
};
const pct = (a: number[], p: number) => a[Math.min(a.length - 1, Math.floor((a.length * p) / 100))]!.toFixed(1);
const N = Number(process.env.N ?? 150);
for (const [name, gen] of Object.entries(groups)) {
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    await app.cache.invalidate('products:list');
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url: `/api/v1/products?${gen()}` });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  times.sort((a, b) => a - b);
  console.log(`${conn.dialect} ${name.padEnd(22)} p50 ${pct(times, 50)} p95 ${pct(times, 95)} p99 ${pct(times, 99)} max ${times.at(-1)!.toFixed(1)} ms`);
}
for (const path of ['/api/v1/search/suggestions?q=', '/api/v1/search?q=']) {
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    await app.cache.invalidate('products:s');
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url: `${path}${encodeURIComponent(pick(words))}` });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  times.sort((a, b) => a - b);
  console.log(`${conn.dialect} ${path.padEnd(22)} p50 ${pct(times, 50)} p95 ${pct(times, 95)} p99 ${pct(times, 99)} max ${times.at(-1)!.toFixed(1)} ms`);
}
await app.close();
await conn.close();

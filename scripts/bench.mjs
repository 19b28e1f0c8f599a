// `npm run bench`: Sen's endpoints against a bare Fastify route that returns the same bytes,
// measured in the same run on the same machine (absolute numbers drift on shared machines; the
// ratio is what we track), several pairs per endpoint with the order alternated (the second run of
// a pair gets a warmer machine). Rates count 2xx answers only (a page shed with a 503 is not
// served). Beside the rates: the body size in bytes, and each server's CPU
// time per 2xx answer from /proc (on two cores the load generator limits the bare server, so a rate
// ratio alone flatters Sen). Pages are measured from the page cache, uncached (a fresh query per
// request) and signed in.
//
//   npm run bench                      # uses ./data (seed a big catalogue first:
//                                      #   npm run db:seed -- --products 100000)
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_PAIRS=3 npm run bench
//   BENCH_ONLY='page|health' npm run bench   # the rows whose name matches
//   BENCH_IDLE_SECONDS=0 npm run bench # memory is read at /ready, after this long idle (default 20), then until it settles (up to 90 s more; 0 skips both)
//   BENCH_PORT=3901 npm run bench      # Sen's port, the bare server the next one (unset: two free ports)
//   BENCH_SERVER=apps/server/dist-before/main.js npm run bench   # another build of the server (before/after)
//   BENCH_ONLY='admin list' npm run bench    # only the large-data admin product list (issue 12):
//                                            #   sequential requests as the admin, p50/p95 per filter
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { runtimeEnv } from './runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// Issue 4 measures at 50 connections.
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pairs = Math.max(1, Number(process.env.BENCH_PAIRS ?? 3));
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
// Seconds the started server is left idle before its memory is read again (and the load begins).
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
/** A port nobody listens on now (the kernel's pick), so several benches can run side by side. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
const senPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const barePort = process.env.BENCH_PORT ? senPort + 1 : await freePort();
const PRODUCT = '/products/dien-thoai-samsung-galaxy-a56-5g-8gb-128gb';
const CUSTOMER = { email: 'customer@sen.local', password: 'Sen@12345' };

/** name, path on Sen; `fresh`: a new query string per request (misses every cache); `signedIn`: the customer's cookie. */
const targets = [
  { name: 'health', path: '/api/v1/health' },
  { name: 'api home', path: '/api/v1/home' },
  { name: 'api categories', path: '/api/v1/categories?limit=20' },
  { name: 'api brands', path: '/api/v1/brands?limit=20' },
  { name: 'api provinces', path: '/api/v1/address/provinces' },
  { name: 'api wards', path: '/api/v1/address/wards/province/01' },
  { name: 'api listing 2 filters', path: '/api/v1/products?category=smartphones&brand=samsung' },
  { name: 'api listing search', path: '/api/v1/products?q=dien%20thoai&in_stock=true&sort=price-asc' },
  { name: 'api product by slug', path: `/api/v1${PRODUCT}` },
  { name: 'api suggestions', path: '/api/v1/search/suggestions?q=samsung' },
  ...(process.env.BENCH_EXTRA ? process.env.BENCH_EXTRA.split(',').map((p) => ({ name: p, path: p })) : []),
  { name: 'page home cached', path: '/' },
  { name: 'page home uncached', path: '/', fresh: true },
  { name: 'page home signed in', path: '/', signedIn: true },
  { name: 'page product cached', path: PRODUCT },
  { name: 'page product uncached', path: PRODUCT, fresh: true },
  { name: 'page product signed in', path: PRODUCT, signedIn: true },
  { name: 'page listing cached', path: '/products?category=smartphones' },
  { name: 'page listing uncached', path: '/products?category=smartphones', fresh: true },
  { name: 'page account signed in', path: '/account', signedIn: true },
].filter((t) => !only || only.test(t.name));

function startNode(args, env) {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitFor(url, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** User + system CPU of a process so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Resident and peak resident memory of a process, in MB. */
function memoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
}

let counter = 0;
function run(pid, url, { fresh = false, headers = {}, duration = seconds } = {}) {
  const before = cpuMs(pid);
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const base = u.pathname + u.search;
    const sep = u.search ? '&' : '?';
    const requests = fresh ? [{ setupRequest: (req) => ({ ...req, path: `${base}${sep}bench=${++counter}` }) }] : undefined;
    autocannon({ url, connections, duration, pipelining: 1, headers, ...(requests ? { requests } : {}) }, (err, result) => {
      if (err) return reject(err);
      // Per answer that served its purpose: a page shed with a 503 costs next to nothing, so counting
      // those would flatter both the CPU per request and the rate.
      const ok = result['2xx'] || 1;
      resolve({ result, okPerSec: result['2xx'] / (result.duration || duration), cpuPerReq: (cpuMs(pid) - before) / ok });
    });
  });
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');

/**
 * The admin product table on the large catalogue (issue 12: p95 < 50 ms with filters): one request
 * at a time as the signed-in admin, as a person paging through it, after a few warm-up requests.
 */
async function adminList(senBase) {
  const n = Number(process.env.BENCH_ADMIN_REQUESTS ?? 40);
  const login = await fetch(`${senBase}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@sen.local', password: 'Sen@12345' }),
  });
  if (!login.ok) return [{ query: `admin sign-in failed (${login.status})` }];
  const headers = { authorization: `Bearer ${(await login.json()).metadata.access_token}` };
  const pick = async (path, slug) => {
    const items = (await (await fetch(`${senBase}/api/v1/${path}?limit=100`)).json()).metadata?.items ?? [];
    return (items.find((x) => x.slug === slug) ?? items[0])?._id ?? '';
  };
  const category = await pick('categories', 'smartphones');
  const brand = await pick('brands', 'samsung');
  const queries = {
    'admin list default': '',
    'admin list status': 'status=published',
    'admin list category': `category=${category}`,
    'admin list brand': `brand=${brand}`,
    'admin list low stock': 'stock=low',
    'admin list on sale': 'onSale=true',
    'admin list search': 'q=samsung%20galaxy',
    'admin list search+status+category': `q=galaxy&status=published&category=${category}`,
    'admin list brand+stock by name': `brand=${brand}&stock=in&sort=name&order=asc`,
    'admin list page 200': 'page=200',
    'admin list sku prefix': 'q=SP-0001',
    // Issue 12's hard cases (decisions 0363, 0381): broad words, combined filters, a price sort.
    'admin list status+category': `status=published&category=${category}`,
    'admin list search a': 'q=a',
    'admin list search dien thoai+status': 'q=dien%20thoai&status=published',
    'admin list search pro+status+brand+stock': `q=pro&status=published&brand=${brand}&stock=in`,
    'admin list search a+status+category+not on sale': `q=a&status=published&category=${category}&onSale=false`,
    'admin list search samsung by price': 'q=samsung&sort=price',
  };
  const rows = [];
  for (const [name, qs] of Object.entries(queries)) {
    if (only && !only.test(name)) continue;
    const times = [];
    let total = 0;
    for (let i = 0; i < n + 3; i++) {
      const t = performance.now();
      const r = await fetch(`${senBase}/api/v1/admin/products?${qs}`, { headers });
      const body = await r.json();
      if (!r.ok) throw new Error(`${name}: ${r.status}`);
      const { totalCount, capped } = body.metadata.pagination;
      total = capped ? `${totalCount}+` : totalCount;
      if (i >= 3) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
    rows.push({ query: name, matches: total, 'p50 ms': fmt(at(0.5)), 'p95 ms': fmt(at(0.95)) });
  }
  return rows;
}

// Sen runs as in production (scripts/runtime.mjs: heap flags and allocator settings, decision 0370).
const sen = startNode(
  [process.env.BENCH_SERVER ?? 'apps/server/dist/main.js'],
  runtimeEnv({ ...process.env, PORT: String(senPort), NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
);
try {
  const senBase = `http://127.0.0.1:${senPort}`;
  await waitFor(`${senBase}/api/v1/ready`);
  const idle = memoryMb(sen.pid);
  // An idle server is one that has been idle a while: V8's memory reducer gives back the start-up
  // work's young generation and garbage some seconds after the last allocation.
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  const settled = memoryMb(sen.pid);
  // And where it settles: read every second until it has not moved for 25 s (at most 90 s more).
  // The reducer's timing varies from start to start (15–35 s after /ready at 100k products), and
  // RSS can sit unchanged for 10 s before it runs: a shorter wait read that plateau as settled.
  const steady = { rss: settled.rss, since: Date.now(), at: idleSeconds };
  for (let t = idleSeconds; idleSeconds > 0 && t < idleSeconds + 90 && Date.now() - steady.since < 25_000; t++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = memoryMb(sen.pid).rss;
    if (now !== steady.rss) Object.assign(steady, { rss: now, since: Date.now(), at: t + 1 });
  }
  const login = await fetch(`${senBase}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CUSTOMER),
  });
  const token = login.ok ? (await login.json()).metadata.access_token : null;
  if (!token) console.warn(`signing in as ${CUSTOMER.email} failed (${login.status}): signed-in rows are skipped`);
  const rows = targets.filter((t) => !t.signedIn || token);
  const headersOf = (t) => (t.signedIn ? { cookie: `sen_at=${token}` } : {});

  // Capture each answer once, then serve the same bytes from a bare Fastify route (/0, /1, …).
  const fixtures = {};
  for (const [i, t] of rows.entries()) {
    const r = await fetch(`${senBase}${t.path}`, { headers: { ...headersOf(t), 'accept-encoding': 'identity' } });
    const body = await r.text();
    fixtures[`/${i}`] = { type: r.headers.get('content-type') ?? 'application/json', body, status: r.status };
  }
  const fixtureFile = path.join(os.tmpdir(), `sen-bench-${process.pid}.json`);
  writeFileSync(fixtureFile, JSON.stringify(fixtures));
  const bare = startNode(['scripts/bench-bare.mjs'], { PORT: String(barePort), FIXTURES: fixtureFile });
  try {
    await waitFor(`http://127.0.0.1:${barePort}/__ready`);
    const table = [];
    for (const [i, t] of rows.entries()) {
      const b = [];
      const s = [];
      // Not measured: JIT, caches and start-up work (listing snapshot, sweeps) out of the numbers.
      // A fresh render warms up for longer: its first seconds ran 1.5 times the CPU of a warm one
      // (decision 0410).
      await run(sen.pid, `${senBase}${t.path}`, { fresh: t.fresh, headers: headersOf(t), duration: t.fresh ? 4 : 1 });
      for (let p = 0; p < pairs; p++) {
        const runBare = async () => b.push(await run(bare.pid, `http://127.0.0.1:${barePort}/${i}`));
        const runSen = async () => s.push(await run(sen.pid, `${senBase}${t.path}`, { fresh: t.fresh, headers: headersOf(t) }));
        if (p % 2 === 0) {
          await runBare();
          await runSen();
        } else {
          await runSen();
          await runBare();
        }
      }
      const ratios = s.map((x, k) => x.okPerSec / b[k].okPerSec);
      const senRps = mean(s.map((x) => x.okPerSec));
      const bareRps = mean(b.map((x) => x.okPerSec));
      table.push({
        endpoint: t.name,
        bytes: Buffer.byteLength(fixtures[`/${i}`].body),
        'bare req/s': Math.round(bareRps),
        'sen req/s': Math.round(senRps),
        'sen/bare': `${fmt((senRps / bareRps) * 100)} % (${fmt(Math.min(...ratios) * 100, 0)}–${fmt(Math.max(...ratios) * 100, 0)})`,
        'sen CPU ms/req': fmt(mean(s.map((x) => x.cpuPerReq)), 3),
        'bare CPU ms/req': fmt(mean(b.map((x) => x.cpuPerReq)), 3),
        'sen p50 ms': Math.round(mean(s.map((x) => x.result.latency.p50))),
        'sen p99 ms': Math.round(mean(s.map((x) => x.result.latency.p99))),
        errors: s.reduce((n, x) => n + x.result.errors + x.result.timeouts, 0),
        non2xx: s.reduce((n, x) => n + x.result.non2xx, 0),
      });
    }
    if (!only || only.test('admin list') || /admin list/.test(only.source)) console.table(await adminList(senBase));
    const after = memoryMb(sen.pid);
    console.log(
      `\n${seconds}s per run, ${pairs} pair(s) per endpoint (order alternated), ${connections} connections, node ${process.version}`,
    );
    console.table(table);
    console.log(
      `Sen memory: ${idle.rss} MB at /ready, ${settled.rss} MB after ${idleSeconds} s idle, settled at ${steady.rss} MB (from ${steady.at} s), ${after.rss} MB now, ${after.peak} MB peak (VmHWM)`,
    );
  } finally {
    bare.kill('SIGTERM');
  }
} finally {
  sen.kill('SIGTERM');
}

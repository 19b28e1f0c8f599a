// Orders per second: concurrent buyers placing real orders (POST /api/v1/orders, each with its
// own Idempotency-Key) against the BUILT server (npm run build), on a fresh database, next to a
// bare Fastify route answering a POST with the same bytes, measured in the same run: pairs of runs
// with the order alternated, the load average, and CPU ms per order of the server (and, on
// PostgreSQL on this machine, of the database's backends) beside the bare server's per request.
//
//   node scripts/bench-orders.mjs                              # SQLite in a temporary data dir
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node scripts/bench-orders.mjs
//                                                              # PostgreSQL: a throw-away database
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=32 BENCH_PRODUCTS=20 BENCH_PAIRS=2 node scripts/bench-orders.mjs
//   BENCH_PORT=3911                                            # Sen's port; the bare route uses the next one
//   BENCH_PROF=/tmp/prof                                       # a CPU profile of Sen's server, written when it stops
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 20);
// Pairs of runs (bare and Sen, the order alternated): the machine is shared, so one pair says little.
const pairs = Number(process.env.BENCH_PAIRS ?? 2);
const senPort = Number(process.env.BENCH_PORT ?? 3911);
const barePort = senPort + 1;
// BENCH_DIST: another build of the server (a directory holding main.js and seed.js).
const dist = process.env.BENCH_DIST ?? path.join(root, 'apps/server/dist');
const server = path.join(dist, 'main.js');
if (!fs.existsSync(server)) throw new Error('Build the server first: npm run build');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-bench-orders-'));
const baseUrl = process.env.DATABASE_URL;
const dbName = `sen_bench_orders_${process.pid}`;
let databaseUrl;
if (baseUrl) {
  // A database of its own, so the bench never touches the one DATABASE_URL names.
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  REDIS_URL: '',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_ON_EMPTY: 'false',
  // Buyers are told apart by X-Forwarded-For (the orders limit counts per client).
  TRUST_PROXY: 'true',
  // The server's own pool size (10) unless PG_POOL_MAX says otherwise: on two cores 8-10 beat 20 (decision 0379).
  PG_POOL_MAX: process.env.PG_POOL_MAX ?? '10',
};

/**
 * The benched products: published, under 10,000,000 đ (so cash on delivery, 50,000,000 at most,
 * accepts every order), and sold without a choice: no variant rows or only the default one (an
 * item of a product with options needs a variantId).
 */
const BENCHED = `status = 'published' and price < 10000000 and id not in
  (select product_id from product_variants group by product_id having count(*) > 1 or min(is_default) = 0)`;

/**
 * Demo data without pictures, then the benched products (and their default variant, which holds
 * the stock an order takes, decision 0140) get stock that never runs out.
 */
async function prepare() {
  const seeded = spawnSync(process.execPath, [path.join(dist, 'seed.js'), '--no-images'], { cwd: root, env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding failed');
  const huge = 1_000_000_000;
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    const { rows } = await c.query(
      `update products set quantity = $1, is_available = 1, is_on_sale = 0 where id in
         (select id from products where ${BENCHED} order by id limit $2) returning id`,
      [huge, productCount],
    );
    await c.query('update product_variants set quantity = $1 where product_id = any($2)', [huge, rows.map((r) => r.id)]);
    await c.end();
    return rows.map((r) => r.id);
  }
  const db = new SQLite(path.join(dataDir, 'sen.sqlite'));
  const ids = db
    .prepare(`select id from products where ${BENCHED} order by id limit ?`)
    .all(productCount)
    .map((r) => r.id);
  const set = db.prepare('update products set quantity = ?, is_available = 1, is_on_sale = 0 where id = ?');
  const setVariant = db.prepare('update product_variants set quantity = ? where product_id = ?');
  for (const id of ids) {
    set.run(huge, id);
    setVariant.run(huge, id);
  }
  db.close();
  return ids;
}

function start(args, extraEnv) {
  return spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitFor(url, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

function order(productIds, i) {
  return JSON.stringify({
    information: {
      fullName: 'Khách Bench',
      email: `bench${i % 1000}@example.vn`,
      phone: '0912345678',
      address: '1 Tràng Tiền',
      city: '01',
      ward: '00004',
    },
    shipping: { method: 'STANDARD' },
    payment: { method: 'COD' },
    items: [{ productId: productIds[i % productIds.length], quantity: 1 }],
  });
}

/**
 * Each order comes from its own buyer's address: the server allows 10 orders per client per
 * 10 minutes (decision 0034), and the bench measures many buyers, not one client hammering.
 * The server is started with TRUST_PROXY=true, as behind a load balancer, so X-Forwarded-For counts.
 */
function buyerAddress(i) {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

/** User + system CPU of a process so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** On PostgreSQL on this machine: the CPU the bench database's server processes used so far (0 elsewhere). */
async function postgresCpuMs() {
  if (!databaseUrl) return 0;
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    const { rows } = await c.query('select pid from pg_stat_activity where datname = $1', [dbName]);
    return rows.reduce((sum, r) => sum + (cpuMs(r.pid) || 0), 0);
  } finally {
    await c.end();
  }
}

let i = 0;
function run(url, productIds, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        pipelining: 1,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => {
              i++;
              return {
                ...req,
                body: order(productIds, i),
                headers: { ...req.headers, 'idempotency-key': randomUUID(), 'x-forwarded-for': buyerAddress(i) },
              };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const BARE = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
const body = process.env.BODY;
app.get('/__ready', async () => 'ok');
app.post('/api/v1/orders', (req, reply) => reply.code(201).header('content-type', 'application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

let sen;
let bare;
try {
  const productIds = await prepare();
  // BENCH_PROF=dir: a CPU profile of the server (node --cpu-prof), written there when it stops.
  const prof = process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_PROF)] : [];
  sen = start([...prof, server], { PORT: String(senPort) });
  await waitFor(`http://127.0.0.1:${senPort}/api/v1/ready`);
  const sample = await fetch(`http://127.0.0.1:${senPort}/api/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: order(productIds, 0),
  });
  const sampleBody = await sample.text();
  if (sample.status !== 201) throw new Error(`sample order failed: ${sample.status} ${sampleBody}`);
  bare = spawn(process.execPath, ['--input-type=module', '-e', BARE], {
    cwd: root,
    env: { ...process.env, PORT: String(barePort), BODY: sampleBody },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${barePort}/__ready`);

  // A short unmeasured run first: the server's start-up work (listing snapshot, warm-up) is done.
  await run(`http://127.0.0.1:${senPort}/api/v1/orders`, productIds, Math.min(3, seconds));
  const rows = [];
  const statuses = [];
  for (let pair = 0; pair < pairs; pair++) {
    // Alternated: bare first in even pairs, Sen first in odd ones.
    const measure = async (who) => {
      const pid = who === 'sen' ? sen.pid : bare.pid;
      const before = cpuMs(pid);
      const dbBefore = who === 'sen' ? await postgresCpuMs() : 0;
      const result = await run(`http://127.0.0.1:${who === 'sen' ? senPort : barePort}/api/v1/orders`, productIds);
      const total = result.requests.total || 1;
      const dbCpu = who === 'sen' ? (await postgresCpuMs()) - dbBefore : 0;
      return { result, cpuPerReq: (cpuMs(pid) - before) / total, dbCpuPerReq: dbCpu / total };
    };
    const first = pair % 2 === 0 ? 'bare' : 'sen';
    const one = await measure(first);
    const two = await measure(first === 'bare' ? 'sen' : 'bare');
    const [b, s] = first === 'bare' ? [one, two] : [two, one];
    rows.push({
      pair: pair + 1,
      'load avg': os.loadavg()[0].toFixed(2),
      bytes: Buffer.byteLength(sampleBody),
      'bare req/s': Math.round(b.result.requests.average),
      'sen orders/s': Math.round(s.result.requests.average),
      'sen/bare': `${((s.result.requests.average / b.result.requests.average) * 100).toFixed(1)} %`,
      'sen p50 ms': s.result.latency.p50,
      'sen p99 ms': s.result.latency.p99,
      'sen max ms': s.result.latency.max,
      'sen CPU ms/order': s.cpuPerReq.toFixed(2),
      ...(databaseUrl ? { 'PG CPU ms/order': s.dbCpuPerReq.toFixed(2) } : {}),
      'bare CPU ms/req': b.cpuPerReq.toFixed(3),
      orders: s.result.requests.total,
      errors: s.result.errors + s.result.non2xx,
    });
    if (s.result.errors || s.result.non2xx)
      statuses.push(
        `pair ${pair + 1}: sen answers by status ${JSON.stringify(s.result.statusCodeStats)}, errors ${s.result.errors}, timeouts ${s.result.timeouts}`,
      );
  }
  console.log(
    `\nPOST /api/v1/orders, ${seconds}s, ${connections} concurrent buyers, ${productIds.length} products, ${databaseUrl ? `PostgreSQL (pool ${env.PG_POOL_MAX})` : 'SQLite'}, node ${process.version}, ${os.cpus().length} cores`,
  );
  console.table(rows);
  for (const line of statuses) console.log(line);
} finally {
  const stop = (child) =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(resolve, 15_000).unref();
    });
  await Promise.all([stop(sen), stop(bare)]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (baseUrl) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
